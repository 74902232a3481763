import { ADMIN_PAGE_SIZE } from '@common/constants';
import { ContactStatus } from '@common/enums';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import '../../graphql/enums';

/**
 * A contact-form message. Every field is nullable here so that a missing one reaches the shared valibot
 * schema (common/validation/contact.ts) and gets its own Persian message instead of a GraphQL type error.
 */
@InputType()
export class ContactMessageInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional mobile number (09…).' }) phone?:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description:
      'donation, volunteer, help-request, partnership, complaint, suggestion, other (or the enum value)',
  })
  subject?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
}

export const CONTACT_INPUT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

@ArgsType()
export class AdminContactsArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' }) page!: number;
  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE }) size!: number;
  @Field(() => ContactStatus, { nullable: true }) status?: ContactStatus | null;
  @Field(() => String, {
    nullable: true,
    description: 'Words to find in the name, e-mail, phone, subject (in Persian) or text; each must match.',
  })
  q?: string | null;
}
