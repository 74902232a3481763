import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Texts of the hero section; null fields fall back to built-in texts.' })
export class LandingHero {
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
}

@ObjectType()
export class LandingStats {
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
  @Field(() => String, { nullable: true }) studentsHelped!: string | null;
  @Field(() => String, { nullable: true }) donorsActive!: string | null;
  @Field(() => String, { nullable: true }) projectsCompleted!: string | null;
  @Field(() => String, { nullable: true }) fundsRaised!: string | null;
}

@ObjectType()
export class LandingPrograms {
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
  @Field(() => String, { nullable: true }) scholarships!: string | null;
  @Field(() => String, { nullable: true }) supplies!: string | null;
  @Field(() => String, { nullable: true }) mentorship!: string | null;
  @Field(() => String, { nullable: true }) infrastructure!: string | null;
}

@ObjectType()
export class LandingTestimonials {
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'JSON text of a list of {name, role, content, rating}.',
  })
  data!: string | null;
}

@ObjectType()
export class LandingCta {
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
}

@ObjectType({ description: 'The public landing structure, built from the active landing-content rows.' })
export class Landing {
  @Field(() => LandingHero) hero!: LandingHero;
  @Field(() => LandingStats) stats!: LandingStats;
  @Field(() => LandingPrograms) programs!: LandingPrograms;
  @Field(() => LandingTestimonials) testimonials!: LandingTestimonials;
  @Field(() => LandingCta) cta!: LandingCta;
}
