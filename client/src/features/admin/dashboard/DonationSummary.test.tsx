import { DASHBOARD_LATEST_DONORS } from '@common/constants';
import { formatToman } from '@common/money';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminDashboardDonationStatsDocument,
  AdminDashboardRecentDonationsDocument,
} from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { DonationSummary } from './DonationSummary';

const donation = (id: number) => ({
  __typename: 'Donation' as const,
  id,
  donorName: `اهداکننده ${id}`,
  isAnonymous: false,
  amount: 1_000_000,
  donationDate: '2026-11-20T08:00:00.000Z',
  status: 'COMPLETED' as const,
  programName: 'بورسیه',
});

/** The dashboard's two donation queries: the figures (with how many donations there are) and the newest rows. */
function mocks(counts: { completed: number; pending: number; failed: number }, rows: number) {
  return [
    {
      request: { query: AdminDashboardDonationStatsDocument },
      result: {
        data: {
          adminDonationStats: {
            __typename: 'AdminDonationStats' as const,
            totalDonations: 50_000_000,
            activeDonors: 30,
            monthlyDonations: 2_000_000,
            averageDonation: 1_000_000,
            completedCount: counts.completed,
            pendingCount: counts.pending,
            failedCount: counts.failed,
          },
        },
      },
    },
    {
      request: {
        query: AdminDashboardRecentDonationsDocument,
        // Only the rows shown: the count of the rest comes from the figures.
        variables: { limit: DASHBOARD_LATEST_DONORS },
      },
      result: {
        data: { recentDonations: Array.from({ length: rows }, (_, i) => donation(i + 1)) },
      },
    },
  ];
}

describe('the latest donors on the dashboard', () => {
  it('counts every donation beyond the ones shown, not only the fetched rows', async () => {
    // 53 donations in all (any status), as the list shows any status: 6 shown, 47 more.
    renderPage({
      element: <DonationSummary />,
      mocks: mocks({ completed: 40, pending: 8, failed: 5 }, DASHBOARD_LATEST_DONORS),
    });
    await screen.findByText('اهداکننده 1');
    expect(screen.getAllByRole('listitem')).toHaveLength(DASHBOARD_LATEST_DONORS);
    await screen.findByText('و ۴۷ کمک دیگر');
  });

  it('says nothing more when every donation is shown', async () => {
    renderPage({
      element: <DonationSummary />,
      mocks: mocks({ completed: 3, pending: 1, failed: 0 }, 4),
    });
    await screen.findByText('اهداکننده 4');
    // The figures (and so the count of every donation) have loaded; before that the line could not show.
    await screen.findByText(formatToman(50_000_000));
    expect(screen.queryByText(/کمک دیگر/)).toBeNull();
  });
});
