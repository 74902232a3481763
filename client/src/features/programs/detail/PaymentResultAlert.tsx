import { Link } from 'react-router-dom';
import { GatewayReturnAlert } from '../../../components/ui/GatewayReturnAlert';

export const PAYMENT_SUCCESS = 'پرداخت با موفقیت انجام شد. از حمایت شما سپاسگزاریم!';
export const PAYMENT_FAILURE = 'پرداخت ناموفق بود. لطفاً دوباره تلاش کنید.';

export const RECEIPT_LINK_TEXT = 'مشاهده و دریافت رسید';

/** `{donationId}.{token}` as the callback adds it → the receipt page's address; null when malformed. */
export function receiptLinkPath(value: string | null): string | null {
  const match = /^(\d+)\.([\w-]{1,64})$/.exec(value ?? '');
  return match ? `/receipts/${match[1]}?token=${match[2]}` : null;
}

/**
 * After a donation's payment: /programs/{id}?donation=success|failure, and on success `&receipt={id}.{token}`,
 * the link to the receipt (a guest's only way to it).
 */
export function PaymentResultAlert() {
  return (
    <GatewayReturnAlert
      param="donation"
      successText={PAYMENT_SUCCESS}
      failureText={PAYMENT_FAILURE}
      extraParams={['receipt']}
      successAction={({ receipt }) => {
        const path = receiptLinkPath(receipt);
        return path ? (
          <Link to={path} className="text-sm font-semibold underline underline-offset-4">
            {RECEIPT_LINK_TEXT}
          </Link>
        ) : null;
      }}
    />
  );
}
