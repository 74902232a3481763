import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A page built from components.' })
export class PageLayout {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String) pageKey!: string;
  @Field(() => Int) version!: number;
  @Field(() => Boolean) isPublished!: boolean;
  @Field(() => String, {
    description: 'JSON text (the REST shape): a list of {id, type, props, styles}; content reads it.',
  })
  layoutData!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}
