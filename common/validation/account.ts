// Account calls (spec doc 1 §7: change password, deactivate, delete account). Our wording for their messages.
import * as v from 'valibot';
import { formObject, passwordField } from './fields';
import { messages } from './messages';

const currentPassword = v.pipe(
  v.optional(v.string(messages.currentPasswordRequired), ''),
  v.nonEmpty(messages.currentPasswordRequired),
  v.maxLength(128, messages.passwordMax),
);

/** PUT /auth/change-password. */
export const changePasswordSchema = v.pipe(
  formObject({ currentPassword, newPassword: passwordField() }),
  v.forward(
    v.check((input) => input.currentPassword !== input.newPassword, messages.newPasswordSameAsCurrent),
    ['newPassword'],
  ),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;
export type ChangePasswordOutput = v.InferOutput<typeof changePasswordSchema>;

/** Deactivate and delete ask for the current password again. */
export const confirmPasswordSchema = formObject({ password: currentPassword });
export type ConfirmPasswordInput = v.InferInput<typeof confirmPasswordSchema>;
export type ConfirmPasswordOutput = v.InferOutput<typeof confirmPasswordSchema>;
