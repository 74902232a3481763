import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminDonationsDocument,
  type AdminDonationsQuery,
  AdminProgramOptionsDocument,
  BulkUpdateDonationStatusDocument,
  type BulkUpdateDonationStatusMutationVariables,
} from '../../../gql/graphql';
import { answeringMock, recordingMock } from '../../../test/recordingMock';
import { renderPage } from '../../../test/renderPage';
import { adminPattern } from '../shared/adminUrl';
import { AdminDonationsPage } from './AdminDonationsPage';
import { donationPaths, donationUrls } from './urls';

type Row = AdminDonationsQuery['adminDonations']['content'][number];
const donation = (id: number, donorName: string, status: Row['status'], extra: Partial<Row> = {}): Row => ({
  __typename: 'Donation',
  id,
  programId: 1,
  programName: 'بورسیه',
  amount: 1_000_000,
  donorName,
  donorEmail: null,
  isAnonymous: false,
  paymentMethod: 'credit_card',
  paymentReference: null,
  status,
  donationDate: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const list = answeringMock(
  AdminDonationsDocument,
  {
    adminDonations: {
      __typename: 'DonationPage',
      content: [
        donation(11, 'سارا', 'PENDING'),
        donation(12, 'علی', 'COMPLETED'),
        donation(13, 'مینا', 'PENDING'),
        donation(14, 'رضا', 'PENDING', { isAnonymous: true, amount: 2_500_000 }),
        donation(15, 'رضا', 'PENDING', { isAnonymous: true, donationDate: '2026-11-21T08:00:00.000Z' }),
      ],
      totalElements: 5,
      totalPages: 1,
    },
  },
  Number.POSITIVE_INFINITY,
);
const programs = {
  request: { query: AdminProgramOptionsDocument },
  result: { data: { adminProgramOptions: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

afterEach(() => vi.restoreAllMocks());

describe('approving selected donations at once', () => {
  it('names each box apart, anonymous donations by amount and date', async () => {
    renderPage({
      path: donationUrls.list(),
      route: adminPattern(donationPaths.list),
      element: <AdminDonationsPage />,
      mocks: [list, programs],
    });
    const table = await screen.findByRole('table', { name: 'فهرست کمک‌ها' });
    await within(table).findByText('سارا');
    const names = within(table)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual([
      'انتخاب همه‌ی ردیف‌های این صفحه',
      'انتخاب کمک سارا، ۱۰۰٬۰۰۰ تومان، ۱۴۰۵/۰۸/۲۹',
      'انتخاب کمک علی، ۱۰۰٬۰۰۰ تومان، ۱۴۰۵/۰۸/۲۹',
      'انتخاب کمک مینا، ۱۰۰٬۰۰۰ تومان، ۱۴۰۵/۰۸/۲۹',
      'انتخاب کمک ناشناس، ۲۵۰٬۰۰۰ تومان، ۱۴۰۵/۰۸/۲۹',
      'انتخاب کمک ناشناس، ۱۰۰٬۰۰۰ تومان، ۱۴۰۵/۰۸/۳۰',
    ]);
  });

  it('chooses pending donations, confirms, sends one call with their ids and reports each refusal', async () => {
    const toasts = { success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') };
    const sent: BulkUpdateDonationStatusMutationVariables[] = [];
    const bulk = recordingMock(BulkUpdateDonationStatusDocument, sent, {
      bulkUpdateDonationStatus: {
        __typename: 'BulkResult' as const,
        done: [11, 14, 15],
        failed: [{ __typename: 'BulkFailure' as const, id: 13, message: 'وضعیت این کمک قبلاً مشخص شده است' }],
        message: '۳ مورد انجام شد؛ ۱ مورد انجام نشد',
      },
    });
    const { user } = renderPage({
      path: donationUrls.list(),
      route: adminPattern(donationPaths.list),
      element: <AdminDonationsPage />,
      mocks: [list, programs, bulk],
    });
    const table = await screen.findByRole('table', { name: 'فهرست کمک‌ها' });
    await within(table).findByText('سارا');
    expect(screen.queryByRole('region', { name: 'کار با موردهای انتخاب‌شده' })).toBeNull();
    expect(
      (within(table).getByRole('checkbox', { name: /^انتخاب کمک علی/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(within(table).getByRole('checkbox', { name: 'انتخاب همه‌ی ردیف‌های این صفحه' }));

    const bar = screen.getByRole('region', { name: 'کار با موردهای انتخاب‌شده' });
    expect(within(bar).getByText('۴ مورد انتخاب شده')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'تأیید انتخاب‌شده‌ها' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'تأیید ۴ کمک' });
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'تأیید کمک‌ها' }));

    await waitFor(() => expect(sent).toEqual([{ ids: [11, 13, 14, 15], status: 'COMPLETED' }]));
    await waitFor(() =>
      expect(toasts.error.mock.calls.map(([text]) => text)).toContain(
        '۳ مورد انجام شد؛ ۱ مورد انجام نشد — کمک مینا، ۱۰۰٬۰۰۰ تومان، ۱۴۰۵/۰۸/۲۹: وضعیت این کمک قبلاً مشخص شده است',
      ),
    );
    // Only the refused donation stays chosen, to be looked at again.
    await waitFor(() => expect(within(bar).getByText('۱ مورد انتخاب شده')).toBeTruthy());
    const ticked = within(table)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('aria-label'));
    expect(ticked).toEqual(['انتخاب کمک مینا، ۱۰۰٬۰۰۰ تومان، ۱۴۰۵/۰۸/۲۹']);
  });
});
