// Contact form (spec doc 2 §5). The subject arrives as the spec's lower-case slug ('help-request') or as
// the enum value ('HELP_REQUEST') and leaves as the ContactSubject enum value.
import * as v from 'valibot';
import { CONTACT_SUBJECTS, type ContactSubject } from '../enums';
import { emailField, formObject, optionalMobileField, personName, requiredText } from './fields';
import { maxLengthMessage, messages } from './messages';

/** The lower-case slug the contact form uses for each subject. */
export const contactSubjectSlugs: Record<ContactSubject, string> = {
  DONATION: 'donation',
  VOLUNTEER: 'volunteer',
  HELP_REQUEST: 'help-request',
  PARTNERSHIP: 'partnership',
  COMPLAINT: 'complaint',
  SUGGESTION: 'suggestion',
  OTHER: 'other',
};

/** 'help-request', 'help_request' or 'HELP_REQUEST' → 'HELP_REQUEST'; null for anything else. */
export function contactSubjectFromSlug(slug: string): ContactSubject | null {
  const value = slug.trim().toUpperCase().replace(/-/g, '_');
  return (CONTACT_SUBJECTS as readonly string[]).includes(value) ? (value as ContactSubject) : null;
}

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSchema = formObject({
  name: personName(messages.firstNameRequired, messages.firstNameMin),
  email: emailField(messages.emailRequired, messages.emailFormat),
  phone: optionalMobileField(messages.phoneInvalid),
  subject: v.pipe(
    requiredText(messages.contactSubjectRequired),
    v.transform((s) => contactSubjectFromSlug(s) ?? s),
    v.picklist(CONTACT_SUBJECTS, messages.contactSubjectRequired),
  ),
  message: v.pipe(
    requiredText(messages.contactMessageRequired),
    v.minLength(10, messages.contactMessageMin),
    v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, maxLengthMessage(CONTACT_MESSAGE_MAX_LENGTH)),
  ),
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactOutput = v.InferOutput<typeof contactSchema>;
