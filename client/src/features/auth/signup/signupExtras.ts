import type { SignupOutput } from '@common/validation/signup';
import type { SignupMutationVariables } from '../../../gql/graphql';
import type { SignupUserType } from './signupType';

export type ExtraField = 'studentId' | 'educationLevel' | 'organization' | 'staffPosition';

/** The optional extras each member type is asked for (spec doc 1 §3). */
export const SIGNUP_EXTRAS: Record<SignupUserType, readonly ExtraField[]> = {
  STUDENT: ['studentId', 'educationLevel'],
  DONOR: ['organization'],
  STAFF: ['organization', 'staffPosition'],
};

/** The education levels the spec offers at signup (the admin area knows more). */
export const SIGNUP_EDUCATION_LEVELS = [
  'ELEMENTARY',
  'MIDDLE_SCHOOL',
  'HIGH_SCHOOL',
  'UNIVERSITY',
  'GRADUATE',
] as const;

/** The signup call's input: extras that belong to another type (filled before switching) are left out. */
export function toSignupInput(values: SignupOutput): SignupMutationVariables['input'] {
  const asked = new Set(SIGNUP_EXTRAS[values.userType]);
  const extra = (field: ExtraField) => (asked.has(field) ? values[field] : null);
  return {
    userType: values.userType,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    password: values.password,
    studentId: extra('studentId'),
    educationLevel: extra('educationLevel'),
    organization: extra('organization'),
    staffPosition: extra('staffPosition'),
  };
}
