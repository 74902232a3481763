import { toLatinDigits } from '@common/digits';
import { LtrDigits } from './LtrDigits';

/**
 * How a phone number is written everywhere: a Tehran-style landline as area code, dash, number
 * ('۰۲۱-۸۸۷۷۶۶۵۵'), a mobile as '۰۹۱۲ ۳۴۵ ۶۷۸۹', anything else as given.
 */
export function formatPhoneNumber(phone: string): string {
  const digits = toLatinDigits(phone).replace(/\D/g, '');
  if (/^09\d{9}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0\d{10}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return phone;
}

/** A phone number as a tel: link, written by formatPhoneNumber in an isolated left-to-right run. */
export function PhoneLink({ phone, className = '' }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${toLatinDigits(phone).replace(/[^\d+]/g, '')}`} className={className}>
      <LtrDigits text={formatPhoneNumber(phone)} />
    </a>
  );
}
