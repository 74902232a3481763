import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'The slide form (spec doc 3 §3 Slide, §5).' })
export class SlideInput {
  @Field(() => String, { nullable: true, description: 'Required, at most 200 characters.' })
  title?: string | null;

  @Field(() => String, { nullable: true }) description?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Required: an absolute http(s) URL, or the site path an image upload answered (/uploads/…), or /images/….',
  })
  imageUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Optional: an absolute http(s) URL or a path on this site.',
  })
  link?: string | null;

  @Field(() => Int, { nullable: true, description: 'Integer ≥ 0; default 0.' }) displayOrder?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) published?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) showTitle?: boolean | null;
}
