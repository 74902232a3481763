import { formatJalaliDate } from '@common/date';
import { formatToman } from '@common/money';

interface NamedDonation {
  donorName?: string | null;
  isAnonymous: boolean;
  amount: number | string;
  donationDate: string;
}

/** The donor as the list shows them: their name, else «ناشناس». */
export const donorLabel = (d: NamedDonation) => (d.isAnonymous ? 'ناشناس' : (d.donorName ?? 'ناشناس'));

/**
 * A donation as a person tells it apart in the list (its box's label, a refusal in a toast): donor, amount
 * and date, since anonymous donors share one name and ids are not shown.
 */
export const donationName = (d: NamedDonation) =>
  `کمک ${donorLabel(d)}، ${formatToman(d.amount)}، ${formatJalaliDate(d.donationDate)}`;
