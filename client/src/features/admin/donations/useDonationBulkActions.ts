import { useMutation } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import type { DonationStatus } from '@common/enums';
import { BulkUpdateDonationStatusDocument } from '../../../gql/graphql';
import type { BulkAction } from '../shared/BulkActionBar';

/** Approve or reject the `chosen` pending donations: one call each, as the single buttons decide one. */
export function useDonationBulkActions(chosen: number): BulkAction[] {
  const [bulk] = useMutation(BulkUpdateDonationStatusDocument);
  const count = toPersianDigits(chosen);
  const run = (status: DonationStatus) => async (ids: number[]) =>
    (await bulk({ variables: { ids, status } })).data?.bulkUpdateDonationStatus;
  return [
    {
      label: 'تأیید انتخاب‌شده‌ها',
      confirmTitle: `تأیید ${count} کمک`,
      confirmDescription: 'این کمک‌ها موفق ثبت می‌شوند، به مبلغ جمع‌شده‌ی برنامه‌ها افزوده می‌شوند و رسید می‌گیرند.',
      confirmLabel: 'تأیید کمک‌ها',
      run: run('COMPLETED'),
    },
    {
      label: 'رد انتخاب‌شده‌ها',
      confirmTitle: `رد ${count} کمک`,
      confirmDescription: 'این کمک‌ها ناموفق ثبت می‌شوند و دیگر قابل تأیید نیستند.',
      confirmLabel: 'رد کمک‌ها',
      destructive: true,
      run: run('FAILED'),
    },
  ];
}
