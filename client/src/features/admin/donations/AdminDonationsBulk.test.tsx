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
import { renderPage } from '../../../test/renderPage';
import { AdminDonationsPage } from './AdminDonationsPage';

type Row = AdminDonationsQuery['adminDonations']['content'][number];
const donation = (id: number, donorName: string, status: Row['status']): Row => ({
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
});

const list = {
  request: { query: AdminDonationsDocument, variables: () => true },
  result: {
    data: {
      adminDonations: {
        __typename: 'DonationPage',
        content: [
          donation(11, 'سارا', 'PENDING'),
          donation(12, 'علی', 'COMPLETED'),
          donation(13, 'مینا', 'PENDING'),
        ],
        totalElements: 3,
        totalPages: 1,
      },
    } satisfies AdminDonationsQuery,
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const programs = {
  request: { query: AdminProgramOptionsDocument },
  result: { data: { adminProgramOptions: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

afterEach(() => vi.restoreAllMocks());

describe('approving selected donations at once', () => {
  it('chooses pending donations, confirms, sends one call with their ids and reports each refusal', async () => {
    const toasts = { success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') };
    const sent: BulkUpdateDonationStatusMutationVariables[] = [];
    const bulk = {
      request: {
        query: BulkUpdateDonationStatusDocument,
        variables: (variables: BulkUpdateDonationStatusMutationVariables) => {
          sent.push(variables);
          return true;
        },
      },
      result: {
        data: {
          bulkUpdateDonationStatus: {
            __typename: 'BulkResult' as const,
            done: [11],
            failed: [
              { __typename: 'BulkFailure' as const, id: 13, message: 'وضعیت این کمک قبلاً مشخص شده است' },
            ],
            message: '۱ مورد انجام شد؛ ۱ مورد انجام نشد',
          },
        },
      },
    };
    const { user } = renderPage({
      path: '/admin/donations',
      route: '/admin/donations',
      element: <AdminDonationsPage />,
      mocks: [list, programs, bulk],
    });
    const table = await screen.findByRole('table', { name: 'فهرست کمک‌ها' });
    await within(table).findByText('سارا');
    expect(screen.queryByRole('region', { name: 'کار با موردهای انتخاب‌شده' })).toBeNull();
    expect(
      (within(table).getByRole('checkbox', { name: 'انتخاب کمک علی' }) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(within(table).getByRole('checkbox', { name: 'انتخاب همه‌ی ردیف‌های این صفحه' }));

    const bar = screen.getByRole('region', { name: 'کار با موردهای انتخاب‌شده' });
    expect(within(bar).getByText('۲ مورد انتخاب شده')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'تأیید انتخاب‌شده‌ها' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'تأیید ۲ کمک' });
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'تأیید کمک‌ها' }));

    await waitFor(() => expect(sent).toEqual([{ ids: [11, 13], status: 'COMPLETED' }]));
    await waitFor(() =>
      expect(toasts.error.mock.calls.map(([text]) => text)).toContain(
        '۱ مورد انجام شد؛ ۱ مورد انجام نشد — کمک ۱۳: وضعیت این کمک قبلاً مشخص شده است',
      ),
    );
  });
});
