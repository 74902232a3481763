import { GatewayReturnAlert } from '../../../components/ui/GatewayReturnAlert';

export const PAYMENT_SUCCESS = 'پرداخت با موفقیت انجام شد. از حمایت شما سپاسگزاریم!';
export const PAYMENT_FAILURE = 'پرداخت ناموفق بود. لطفاً دوباره تلاش کنید.';

/** After a donation's payment: /programs/{id}?donation=success|failure. */
export function PaymentResultAlert() {
  return <GatewayReturnAlert param="donation" successText={PAYMENT_SUCCESS} failureText={PAYMENT_FAILURE} />;
}
