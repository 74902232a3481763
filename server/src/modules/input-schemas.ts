import { newsletterSchema } from '@common/validation';
import { composeInputMessages } from '../kernel/compose';
import { fieldMessagesOf } from '../rest/field-messages';
import { modules } from '.';

/**
 * Each GraphQL input type and the shared schema its service validates it with, so the REST door answers a
 * value of the wrong JSON type with that field's own message (what the form shows for it).
 */
export const inputFieldMessages = {
  ...composeInputMessages(modules),
  NewsletterInput: fieldMessagesOf(newsletterSchema),
};
