import { useMutation } from '@apollo/client/react';
import { type SignupInput, type SignupOutput, signupSchema } from '@common/validation/signup';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { SignupDocument } from '../../../gql/graphql';
import { applyServerErrors } from '../../../lib/applyServerErrors';
import { serverErrorMessage } from '../../../lib/serverError';
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
  const form = useForm<SignupInput, unknown, SignupOutput>({
    resolver: valibotResolver(signupSchema),
    defaultValues: { ...EMPTY, userType: parseSignupType(params.get('type')) },
  });
  const [signup] = useMutation(SignupDocument);
  const completeSignIn = useCompleteSignIn();
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const sentCode = useSentCode();

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toSignupInput(values);
    // The code already sent holds this very form: while its cooldown runs, enter it rather than wait.
    const key = JSON.stringify(input);
    if (sentCode.reusable(key)) {
      setPendingPhone(values.phoneNumber);
      toast.success(AUTH_TEXTS.codeStillValid);
      return;
    }
    try {
      const { data } = await signup({ variables: { input } });
      const payload = data?.signup;
      if (payload?.otpRequired) {
        sentCode.remember(key, values.phoneNumber);
        setPendingPhone(values.phoneNumber);
        toast.success(payload.message || AUTH_TEXTS.otpSent);
      } else if (!payload || !completeSignIn(payload, AUTH_TEXTS.signupCreated)) {
        toast.error(AUTH_TEXTS.signupRejected);
      }
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error(serverErrorMessage(error, SIGNUP_ERRORS));
    }
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
