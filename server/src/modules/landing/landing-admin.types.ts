import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One landing-content row as admins manage it (spec doc 3 §3).' })
export class LandingContentItem {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: "'{section}.{field}', e.g. 'hero.title'." }) sectionKey!: string;
  @Field(() => String, { description: "The part of the key before the first dot, e.g. 'hero'." })
  section!: string;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
  @Field(() => String, { nullable: true }) content!: string | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => String, { nullable: true }) linkUrl!: string | null;
  @Field(() => String, { nullable: true }) linkText!: string | null;
  @Field(() => Int) orderIndex!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String, { nullable: true, description: 'Free JSON text.' }) extraData!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType({ description: 'How many items a landing section has, and how many of them are active.' })
export class LandingSectionSummary {
  @Field(() => String, { description: 'hero, stats, programs, testimonials or cta.' }) section!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int) activeCount!: number;
}

@InputType({
  description: 'The landing-content form (spec doc 3 §5): sectionKey and orderIndex are required.',
})
export class LandingContentInput {
  @Field(() => String, {
    nullable: true,
    description: "'{section}.{field}': hero, stats, programs, testimonials or cta, a dot, a field name.",
  })
  sectionKey?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) subtitle?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "A picture of this site: a path under /uploads/ or /images/, or the file store's address.",
  })
  imageUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'An http(s) address or a path on this site.' })
  linkUrl?: string | null;
  @Field(() => String, { nullable: true }) linkText?: string | null;
  @Field(() => Int, { nullable: true, description: 'Required; a whole number from 0.' })
  orderIndex?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Default true on create; left as it is on update when absent.',
  })
  isActive?: boolean | null;
  @Field(() => String, { nullable: true, description: 'JSON text, checked when given.' })
  extraData?: string | null;
}
