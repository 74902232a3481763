import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A home-page carousel slide.' })
export class Slide {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  imageUrl!: string;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => Int)
  displayOrder!: number;

  @Field(() => Boolean)
  published!: boolean;

  @Field(() => Boolean)
  showTitle!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}
