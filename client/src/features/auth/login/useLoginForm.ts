import { useMutation } from '@apollo/client/react';
import { type LoginOutput, loginSchema } from '@common/validation/login';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MobileLoginDocument } from '../../../gql/graphql';
import { useServerForm } from '../../../lib/useMutationForm';
import { AUTH_TEXTS } from '../authTexts';
import { useSentCode } from '../otp/useSentCode';
import { useCompleteSignIn } from '../useCompleteSignIn';

const LOGIN_ERRORS = { rejected: AUTH_TEXTS.loginRejected, failed: AUTH_TEXTS.loginFailed };

/**
 * Step one of /login: the phone number, and the password in password mode (code mode is the default).
 * An otpRequired answer keeps the number for step two; otherwise the member is signed in.
 */
export function useLoginForm() {
  const [mobileLogin] = useMutation(MobileLoginDocument);
  const completeSignIn = useCompleteSignIn();
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const sentCode = useSentCode();

  const send = async (values: LoginOutput): Promise<string | undefined> => {
    if (values.useOtp && sentCode.reusable(values.phoneNumber)) {
      setPendingPhone(values.phoneNumber);
      return AUTH_TEXTS.codeStillValid;
    }
    const input = values.useOtp
      ? { phoneNumber: values.phoneNumber, useOtp: true }
      : { phoneNumber: values.phoneNumber, password: values.password, useOtp: false };
    const { data } = await mobileLogin({ variables: { input } });
    const payload = data?.mobileLogin;
    if (payload?.otpRequired) {
      sentCode.remember(values.phoneNumber, values.phoneNumber);
      setPendingPhone(values.phoneNumber);
      return payload.message || AUTH_TEXTS.otpSent;
    }
    if (!payload || !completeSignIn(payload, AUTH_TEXTS.loginSuccess)) toast.error(AUTH_TEXTS.loginRejected);
    return undefined;
  };
  const { form, submit: onSubmit } = useServerForm(loginSchema, send, {
    defaultValues: { useOtp: true, phoneNumber: '', password: '' },
    failure: LOGIN_ERRORS,
  });
  const useOtp = form.watch('useOtp') !== false;

  const setUseOtp = (value: boolean) => {
    form.setValue('useOtp', value);
    form.clearErrors();
  };

  return {
    form,
    useOtp,
    setUseOtp,
    onSubmit,
    pendingPhone,
    /** When the code of the code step was sent, and the step's resends. */
    codeSentAt: sentCode.sent?.at,
    codeResent: sentCode.resent,
    changeNumber: () => setPendingPhone(null),
  };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
