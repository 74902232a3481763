import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { type ReactNode, useEffect, useRef } from 'react';
import { ACCOUNT_NUMBER_LABELS, AccountNumber } from '../../components/ui/AccountNumber';
import { Button } from '../../components/ui/Button';
import { CopyButton } from '../../components/ui/CopyButton';
import { CheckIcon } from '../../components/ui/pageIcons';
import { DONATION_TEXTS } from './donationTexts';
import type { DonationReceipt } from './useDonationForm';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-ink-50 px-4 py-3">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="min-w-0 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** A guest's way back to the receipt once the transfer is approved: the link to keep, and its copy. */
function GuestReceiptLink({ path }: { path: string }) {
  const url = new URL(path, window.location.origin).href;
  return (
    <section
      aria-label={DONATION_TEXTS.receiptLinkTitle}
      className="flex flex-col gap-2 rounded-2xl px-4 py-3 ring-1 ring-ink-100"
    >
      <h3 className="text-sm font-semibold text-ink-900">{DONATION_TEXTS.receiptLinkTitle}</h3>
      <p className="text-sm leading-7 text-ink-600">{DONATION_TEXTS.receiptLinkHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <a href={url} target="_blank" rel="noopener" className="text-sm font-medium text-brand-700 underline">
          {DONATION_TEXTS.receiptLinkOpen}
        </a>
        <CopyButton value={url} label={DONATION_TEXTS.receiptLinkTitle} />
      </div>
    </section>
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
          <Detail label={ACCOUNT_NUMBER_LABELS.card}>
            <AccountNumber kind="card" value={config.cardNumber} />
          </Detail>
        )}
        {config.iban && (
          <Detail label={ACCOUNT_NUMBER_LABELS.iban}>
            <AccountNumber kind="iban" value={config.iban} />
          </Detail>
        )}
        {config.accountName && <Detail label="به نام">{config.accountName}</Detail>}
        {config.bankName && <Detail label="بانک">{config.bankName}</Detail>}
        <Detail label="شماره‌ی پیگیری">{toPersianDigits(receipt.id)}</Detail>
      </dl>
      <p className="rounded-2xl bg-accent-50 px-4 py-3 text-sm leading-7 text-ink-700">
        {DONATION_TEXTS.confirmAfterCheck}
      </p>
      {receipt.receiptLink && <GuestReceiptLink path={receipt.receiptLink} />}
      <Button size="lg" onClick={onDone}>
        متوجه شدم
      </Button>
    </div>
  );
}
