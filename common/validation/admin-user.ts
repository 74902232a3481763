// Admin user create and edit forms (spec doc 3 §2.5, §3, §5). Edit has the same rules without the password.
import * as v from 'valibot';
import { EDUCATION_LEVELS, STAFF_POSITIONS, USER_TYPES, UserType } from '../enums';
import {
  emailField,
  formObject,
  mobileField,
  optionalEnumField,
  optionalLinkField,
  optionalText,
  passwordField,
  requiredText,
} from './fields';
import { maxLengthMessage, messages } from './messages';

const adminUserEntries = {
  firstName: v.pipe(requiredText(messages.firstNameRequired), v.maxLength(100, maxLengthMessage(100))),
  lastName: v.pipe(requiredText(messages.lastNameRequired), v.maxLength(100, maxLengthMessage(100))),
  email: emailField(messages.emailRequired, messages.emailFormatAlt),
  phoneNumber: mobileField(messages.phoneRequired, messages.phoneFormat),
  userType: v.optional(v.picklist(USER_TYPES, messages.userTypeInvalid), UserType.STUDENT),
  isActive: v.optional(v.boolean(messages.invalidValue), true),
  emailVerified: v.optional(v.boolean(messages.invalidValue), false),
  /** Donors and staff. */
  organization: optionalText(200),
  /** Staff. */
  staffPosition: optionalEnumField(STAFF_POSITIONS, messages.staffPositionInvalid),
  /** Students. */
  studentId: optionalText(50),
  educationLevel: optionalEnumField(EDUCATION_LEVELS, messages.educationLevelInvalid),
  /** The same rule as the member's own profile: this site's path or an http(s) URL. */
  profileImageUrl: optionalLinkField(),
};

export const adminUserCreateSchema = formObject({
  ...adminUserEntries,
  password: passwordField(),
});
export type AdminUserCreateInput = v.InferInput<typeof adminUserCreateSchema>;
export type AdminUserCreateOutput = v.InferOutput<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = formObject(adminUserEntries);
export type AdminUserUpdateInput = v.InferInput<typeof adminUserUpdateSchema>;
export type AdminUserUpdateOutput = v.InferOutput<typeof adminUserUpdateSchema>;
