import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AdminProgramRowFieldsFragment,
  AdminProgramStatisticsDocument,
  AdminProgramsDocument,
  DeleteProgramDocument,
} from '../../../gql/graphql';
import type { Mock } from '../../../test/authMocks';
import { makeUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/renderPage';
import { watchToast } from '../../../test/watchToast';
import { AdminProgramsPage } from './AdminProgramsPage';

const success = watchToast('success');

const row: AdminProgramRowFieldsFragment = {
  __typename: 'Program',
  id: 3,
  name: 'تغذیه‌ی سالم در مدرسه',
  programType: 'NUTRITION',
  status: 'ACTIVE',
  startDate: '2026-03-21',
  endDate: '2026-09-22',
  targetBudget: 20_000_000,
  raisedAmount: 5_000_000,
  fundingPercentage: 25,
  currentParticipants: 12,
  maxParticipants: 40,
};

const list = (content: AdminProgramRowFieldsFragment[]): Mock => ({
  request: { query: AdminProgramsDocument, variables: { page: 0, size: 10 } },
  result: {
    data: {
      adminPrograms: { __typename: 'ProgramPage', content, totalElements: content.length, totalPages: 1 },
    },
  },
});
const stats: Mock = {
  request: { query: AdminProgramStatisticsDocument },
  result: {
    data: {
      adminProgramStatistics: {
        __typename: 'ProgramStatistics',
        totalFundingRaised: 5_000_000,
        totalFundingTarget: 20_000_000,
        totalActiveParticipants: 12,
        activePrograms: 1,
      },
    },
  },
};

describe('the program list', () => {
  it('shows the stats in toman and the rows, and deletes after a confirmation with the server’s word', async () => {
    const cancelled = 'این برنامه کمک مالی یا شرکت‌کننده دارد؛ به‌جای حذف، لغو شد';
    const { user } = renderPage({
      path: '/admin/programs',
      route: '/admin/programs',
      session: makeUser({ userType: 'ADMIN' }),
      element: <AdminProgramsPage />,
      mocks: [
        list([row]),
        stats,
        {
          request: { query: DeleteProgramDocument, variables: { id: 3 } },
          result: {
            data: {
              deleteProgram: { __typename: 'ProgramDeletion', ok: true, cancelled: true, message: cancelled },
            },
          },
        },
        list([{ ...row, status: 'CANCELLED' }]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'فهرست برنامه‌ها' });
    expect(await within(table).findByText(row.name)).toBeTruthy();
    expect(within(table).getByText('۵۰۰٬۰۰۰ تومان')).toBeTruthy();
    expect(await screen.findByText('۲٬۰۰۰٬۰۰۰ تومان')).toBeTruthy(); // the targets' card
    await user.click(within(table).getByRole('button', { name: `حذف ${row.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'حذف برنامه' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(cancelled, expect.anything()));
    expect(await within(table).findByText('لغوشده')).toBeTruthy();
  });
});
