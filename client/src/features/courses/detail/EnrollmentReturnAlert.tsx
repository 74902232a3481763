import { GatewayReturnAlert } from '../../../components/ui/GatewayReturnAlert';

export const ENROLLMENT_SUCCESS_TEXT = 'پرداخت با موفقیت انجام شد و ثبت‌نام شما در دوره فعال است.';
export const ENROLLMENT_FAILURE_TEXT =
  'پرداخت انجام نشد و ثبت‌نام کامل نشد. اگر مبلغی از حساب شما کسر شده باشد، بازگردانده می‌شود. می‌توانید دوباره تلاش کنید.';

/** After a course payment: /courses/{id}?enrollment=success|failure. */
export function EnrollmentReturnAlert() {
  return (
    <GatewayReturnAlert
      param="enrollment"
      successText={ENROLLMENT_SUCCESS_TEXT}
      failureText={ENROLLMENT_FAILURE_TEXT}
    />
  );
}
