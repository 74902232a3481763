import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { CheckIcon } from '../../components/ui/icons';
import { CopyButton } from './CopyButton';
import { DONATION_TEXTS } from './donationTexts';
import type { DonationReceipt } from './useDonationForm';

/** Only the characters to paste: '6037-9912 …' → '60379912…'. */
const compact = (value: string) => value.replace(/[\s-]+/g, '');
/** '6037991234567890' → '6037 9912 3456 7890' (read left to right). */
const groupCardNumber = (card: string) => compact(card).replace(/(\d{4})(?=\d)/g, '$1 ');

function Detail({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-ink-50 px-4 py-3">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span dir="ltr" className="truncate font-semibold tracking-wide text-ink-900">
          {value}
        </span>
        {copyLabel && <CopyButton value={compact(value)} label={copyLabel} />}
      </dd>
    </div>
  );
}

/** After an offline donation: how to pay it (card or account details) and that it is confirmed after a check. */
export function OfflineInstructions({ receipt, onDone }: { receipt: DonationReceipt; onDone: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  const { config, displayNameFa } = receipt.paymentMethod;
  return (
    <div ref={panelRef} tabIndex={-1} role="status" className="flex flex-col gap-5 focus:outline-none">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <CheckIcon className="size-7" />
        </span>
        <p className="text-lg font-bold text-ink-900">{DONATION_TEXTS.registered}</p>
        <p className="leading-7 text-ink-600">
          لطفاً مبلغ <strong className="text-ink-900">{formatToman(receipt.amount)}</strong> را از راه «
          {displayNameFa}» با اطلاعات زیر پرداخت کنید.
        </p>
      </div>
      <dl className="flex flex-col gap-2">
        {config.cardNumber && (
          <Detail label="شماره‌ی کارت" value={groupCardNumber(config.cardNumber)} copyLabel="شماره‌ی کارت" />
        )}
        {config.iban && <Detail label="شماره‌ی شبا" value={config.iban} copyLabel="شماره‌ی شبا" />}
        {config.accountName && <Detail label="به نام" value={config.accountName} />}
        {config.bankName && <Detail label="بانک" value={config.bankName} />}
        <Detail label="شماره‌ی پیگیری" value={toPersianDigits(receipt.id)} />
      </dl>
      <p className="rounded-2xl bg-accent-50 px-4 py-3 text-sm leading-7 text-ink-700">
        {DONATION_TEXTS.confirmAfterCheck}
      </p>
      <Button size="lg" onClick={onDone}>
        متوجه شدم
      </Button>
    </div>
  );
}
