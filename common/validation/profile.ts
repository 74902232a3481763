// Profile edit form (spec doc 1 §5). Email is read-only and therefore not part of the form.
import * as v from 'valibot';
import { formObject, optionalLinkField, optionalMobileField, optionalText, personName } from './fields';
import { messages } from './messages';

export const profileUpdateSchema = formObject({
  firstName: personName(messages.firstNameRequired, messages.firstNameMin),
  lastName: personName(messages.lastNameRequired, messages.lastNameMin),
  phoneNumber: optionalMobileField(messages.phoneInvalid),
  organization: optionalText(200),
  /** Set by the image upload (a site path such as '/uploads/…' or an absolute URL). */
  profileImageUrl: optionalLinkField(),
});

export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
export type ProfileUpdateOutput = v.InferOutput<typeof profileUpdateSchema>;
