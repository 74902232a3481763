// The footer's newsletter box: one e-mail address.
import type * as v from 'valibot';
import { emailField, formObject } from './fields';
import { messages } from './messages';

export const newsletterSchema = formObject({
  email: emailField(messages.emailRequired, messages.emailFormat),
});

export type NewsletterInput = v.InferInput<typeof newsletterSchema>;
export type NewsletterOutput = v.InferOutput<typeof newsletterSchema>;
