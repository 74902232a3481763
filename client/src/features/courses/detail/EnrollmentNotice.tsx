import { ClockIcon } from '../../../components/ui/icons';
import { CheckIcon } from '../../../components/ui/pageIcons';
import { PaymentInstructions } from './PaymentInstructions';
import type { CoursePaymentMethod } from './useCoursePaymentMethods';

export const ENROLLED_TEXT = 'شما در این دوره ثبت‌نام کرده‌اید';
export const AWAITING_APPROVAL_TEXT = 'در انتظار تأیید';

/** Replaces the buy button once the member is enrolled. */
export function EnrolledNotice() {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 font-bold text-brand-700"
    >
      <CheckIcon className="size-5" />
      {ENROLLED_TEXT}
    </p>
  );
}

/** An offline payment waits for an admin: the method's details and what happens next. */
export function AwaitingApprovalNotice({ method }: { method: CoursePaymentMethod | undefined }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-bold">
        <ClockIcon className="size-5" />
        {AWAITING_APPROVAL_TEXT}
      </p>
      <p className="leading-7">
        {method ? `مبلغ دوره را از راه «${method.displayNameFa}» پرداخت کنید` : 'مبلغ دوره را پرداخت کنید'}؛
        پس از تأیید پرداخت به‌دست مدیر، دسترسی شما به همه‌ی درس‌ها باز می‌شود.
      </p>
      {method && <PaymentInstructions method={method} />}
    </div>
  );
}
