import { type LoginOtpInput, type LoginOtpOutput } from '@common/validation/otp';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { applyServerErrors } from '../../../lib/applyServerErrors';
import { serverErrorMessage } from '../../../lib/serverError';
import type { OtpActions } from './otpActions';

/** The code form: checks the six digits, then hands them to the flow; a refusal lands on the field. */
export function useOtpForm(actions: OtpActions) {
  const form = useForm<LoginOtpInput, unknown, LoginOtpOutput>({
    resolver: valibotResolver(actions.schema),
    defaultValues: { otpCode: '' },
  });

  const onSubmit = form.handleSubmit(async ({ otpCode }) => {
    try {
      await actions.verify(otpCode);
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error(serverErrorMessage(error, actions.errors));
    }
  });

  return { form, onSubmit };
}
