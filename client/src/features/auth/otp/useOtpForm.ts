import { useServerForm } from '../../../lib/useMutationForm';
import type { OtpActions } from './otpActions';

/** The code form: checks the six digits, then hands them to the flow; a refusal lands on the field. */
export function useOtpForm(actions: OtpActions) {
  const { form, submit: onSubmit } = useServerForm(
    actions.schema,
    async ({ otpCode }) => {
      await actions.verify(otpCode);
      return undefined;
    },
    { defaultValues: { otpCode: '' }, failure: actions.errors },
  );
  return { form, onSubmit };
}
