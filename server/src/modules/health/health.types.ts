import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';

@ObjectType()
export class Health {
  @Field(() => String, { description: 'UP when the server and its database answer.' })
  status!: string;

  @Field(() => String)
  database!: string;

  @Field(() => String, { description: 'pglite (embedded) or postgres.' })
  databaseDriver!: string;

  @Field(() => String)
  version!: string;

  @Field(() => GraphQLISODateTime)
  time!: Date;
}
