// Signup form (spec doc 1 §2 /signup, §3, §5). ADMIN cannot be chosen.
import * as v from 'valibot';
import {
  EDUCATION_LEVELS,
  SELF_REGISTERABLE_USER_TYPES,
  STAFF_POSITIONS,
  USER_TYPES,
  UserType,
} from '../enums';
import {
  emailField,
  formObject,
  matchEnumValue,
  mobileField,
  optionalEnumField,
  optionalText,
  passwordField,
  personName,
} from './fields';
import { messages } from './messages';

export const signupSchema = formObject({
  userType: v.pipe(
    v.optional(v.string(messages.userTypeRequired), ''),
    v.transform((s) => matchEnumValue(USER_TYPES, s) ?? s),
    v.check((s) => s !== UserType.ADMIN, messages.adminSignupNotAllowed),
    v.picklist(SELF_REGISTERABLE_USER_TYPES, messages.userTypeRequired),
  ),
  firstName: personName(messages.firstNameRequired, messages.firstNameMin),
  lastName: personName(messages.lastNameRequired, messages.lastNameMin),
  email: emailField(messages.emailRequired, messages.emailFormat),
  phoneNumber: mobileField(messages.phoneRequired, messages.phoneFormat),
  password: passwordField(),
  // Optional extras: studentId and educationLevel for students, organization for donors and staff,
  // staffPosition for staff.
  studentId: optionalText(50),
  educationLevel: optionalEnumField(EDUCATION_LEVELS, messages.educationLevelInvalid),
  organization: optionalText(200),
  staffPosition: optionalEnumField(STAFF_POSITIONS, messages.staffPositionInvalid),
});

export type SignupInput = v.InferInput<typeof signupSchema>;
export type SignupOutput = v.InferOutput<typeof signupSchema>;
