import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Addresses of the association on social networks (null: not shown).' })
export class SocialLinks {
  @Field(() => String, { nullable: true }) instagram!: string | null;
  @Field(() => String, { nullable: true }) twitter!: string | null;
  @Field(() => String, { nullable: true }) linkedin!: string | null;
  @Field(() => String, { nullable: true }) facebook!: string | null;
}

@ObjectType({
  description: 'The association’s public details (header, footer, contact page) and sign-up mode.',
})
export class SiteSettings {
  @Field(() => String) name!: string;
  @Field(() => String) shortName!: string;
  @Field(() => String, { description: 'Digits as dialled.' }) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String) address!: string;
  @Field(() => String, { nullable: true }) openingHours!: string | null;
  @Field(() => SocialLinks) social!: SocialLinks;
  @Field(() => Boolean, { description: 'Whether sign-up needs a one-time code sent to the phone.' })
  signupRequiresOtp!: boolean;
}

@InputType()
export class SocialLinksInput {
  @Field(() => String, { nullable: true }) instagram?: string | null;
  @Field(() => String, { nullable: true }) twitter?: string | null;
  @Field(() => String, { nullable: true }) linkedin?: string | null;
  @Field(() => String, { nullable: true }) facebook?: string | null;
}

/** Every field nullable, so that a missing one gets its Persian message from the shared schema. */
@InputType()
export class SiteSettingsInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) shortName?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) openingHours?: string | null;
  @Field(() => SocialLinksInput, { nullable: true }) social?: SocialLinksInput | null;
  @Field(() => Boolean, { nullable: true }) signupRequiresOtp?: boolean | null;
}
