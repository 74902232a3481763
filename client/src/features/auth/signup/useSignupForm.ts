import { useMutation } from '@apollo/client/react';
import { type SignupInput, type SignupOutput, signupSchema } from '@common/validation/signup';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { SignupDocument } from '../../../gql/graphql';
import { useServerForm } from '../../../lib/useMutationForm';
import { AUTH_TEXTS } from '../authTexts';
import { useSentCode } from '../otp/useSentCode';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { toSignupInput } from './signupExtras';
import { parseSignupType } from './signupType';

const SIGNUP_ERRORS = { rejected: AUTH_TEXTS.signupRejected, failed: AUTH_TEXTS.signupFailed };

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  studentId: '',
  educationLevel: '',
  organization: '',
  staffPosition: '',
} satisfies SignupInput;

/**
 * The /signup form: `?type=` preselects the member type. An otpRequired answer keeps the phone number for
 * the code step; otherwise the account is created and signed in.
 */
export function useSignupForm() {
  const [params] = useSearchParams();
  const [signup] = useMutation(SignupDocument);
  const completeSignIn = useCompleteSignIn();
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const sentCode = useSentCode();

  const send = async (values: SignupOutput): Promise<string | undefined> => {
    const input = toSignupInput(values);
    // The code already sent holds this very form: while its cooldown runs, enter it rather than wait.
    const key = JSON.stringify(input);
    if (sentCode.reusable(key)) {
      setPendingPhone(values.phoneNumber);
      return AUTH_TEXTS.codeStillValid;
    }
    const { data } = await signup({ variables: { input } });
    const payload = data?.signup;
    if (payload?.otpRequired) {
      sentCode.remember(key, values.phoneNumber);
      setPendingPhone(values.phoneNumber);
      return payload.message || AUTH_TEXTS.otpSent;
    }
    if (!payload || !completeSignIn(payload, AUTH_TEXTS.signupCreated))
      toast.error(AUTH_TEXTS.signupRejected);
    return undefined;
  };
  const { form, submit: onSubmit } = useServerForm(signupSchema, send, {
    defaultValues: { ...EMPTY, userType: parseSignupType(params.get('type')) },
    failure: SIGNUP_ERRORS,
  });

  return {
    form,
    onSubmit,
    pendingPhone,
    codeSentAt: sentCode.sent?.at,
    codeResent: sentCode.resent,
    editDetails: () => setPendingPhone(null),
  };
}

export type SignupFormState = ReturnType<typeof useSignupForm>;
