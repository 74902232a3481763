import { RestSubmitContactMessageDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';
import { CONTACT_INPUT_FIELDS } from './contact.inputs';
import { CONTACT_SUCCESS_MESSAGE } from './contact.service';

/** Only the form's own fields, and only text, reach the operation (other keys are ignored). */
function contactInput(body: unknown): Record<string, string> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const input: Record<string, string> = {};
  for (const field of CONTACT_INPUT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') input[field] = value;
  }
  return input;
}

export const contactRoutes = [
  defineRoute({
    method: 'POST',
    path: '/contact',
    tag: 'public',
    summary: 'Send a contact-form message (name, email, phone, subject, message)',
    operation: RestSubmitContactMessageDocument,
    variables: ({ body }) => ({ input: contactInput(body) }),
    message: CONTACT_SUCCESS_MESSAGE,
    successStatus: 201,
  }),
];
