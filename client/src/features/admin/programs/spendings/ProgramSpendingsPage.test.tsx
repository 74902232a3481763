import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminProgramSpendingsDocument,
  CreateProgramSpendingDocument,
  DeleteProgramSpendingDocument,
  type ProgramSpendingFieldsFragment,
} from '../../../../gql/graphql';
import { domainError } from '../../../../test/authMocks';
import { makeUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/renderPage';
import { watchToast } from '../../../../test/watchToast';
import { adminPattern } from '../../shared/adminUrl';
import { programPaths, programUrls } from '../urls';
import { ProgramSpendingsPage } from './ProgramSpendingsPage';

vi.mock('../../../../components/ui/JalaliDatePicker', async () => ({
  JalaliDatePicker: (await import('../testDatePicker')).TestDatePicker,
}));

const success = watchToast('success');

const entry = (
  id: number,
  extra: Partial<ProgramSpendingFieldsFragment> = {},
): ProgramSpendingFieldsFragment => ({
  __typename: 'ProgramSpending',
  id,
  programId: 7,
  spentOn: '2025-03-21',
  amount: 1_500_000,
  description: 'خرید کتاب',
  receiptImageUrl: null,
  createdAt: '2025-03-21T08:00:00.000Z',
  ...extra,
});

const list = (spendings: ProgramSpendingFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminProgramSpendingsDocument, variables: { programId: 7 } },
  result: {
    data: {
      adminProgram: { __typename: 'Program', id: 7, name: 'کتابخانه‌ی روستا' },
      adminProgramSpendings: spendings,
    },
  },
});

const render = (mocks: MockLink.MockedResponse[]) =>
  renderPage({
    path: programUrls.spendings(7),
    route: adminPattern(programPaths.spendings),
    session: makeUser({ userType: 'ADMIN' }),
    element: <ProgramSpendingsPage />,
    mocks,
  });

/** The request recording an entry of program 7, without a receipt. */
const recordRequest = (input: { spentOn: string; amountToman: number; description: string }) => ({
  query: CreateProgramSpendingDocument,
  variables: { programId: 7, input: { ...input, receiptImageUrl: null } },
});

describe("the program's spending entries (admin)", () => {
  it('lists the entries with Jalali dates, toman amounts and their total', async () => {
    render([list([entry(2), entry(1, { spentOn: '2025-03-20', amount: 500_000, description: 'قفسه' })])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'هزینه‌های کتابخانه‌ی روستا' })).toBeTruthy();
    expect(screen.getByTestId('spending-total').textContent).toBe('۲۰۰٬۰۰۰ تومان');
    expect(screen.getAllByText('۱۴۰۴/۰۱/۰۱').length).toBeGreaterThan(0);
    expect(screen.getAllByText('۱۵۰٬۰۰۰ تومان').length).toBeGreaterThan(0);
  });

  it('checks the form with Persian messages, then records an entry in toman', async () => {
    const create: MockLink.MockedResponse = {
      request: recordRequest({ spentOn: '2025-06-01', amountToman: 250_000, description: 'ایاب و ذهاب' }),
      result: { data: { createProgramSpending: entry(3, { spentOn: '2025-06-01', amount: 2_500_000 }) } },
    };
    const { user } = render([list([]), create, list([entry(3)])]);
    await user.click(await screen.findByRole('button', { name: 'ثبت هزینه' }));
    const form = screen.getByRole('region', { name: 'ثبت هزینه' });
    await user.click(within(form).getByRole('button', { name: 'ثبت هزینه' }));
    expect(await within(form).findByText('تاریخ هزینه الزامی است')).toBeTruthy();
    expect(within(form).getByText('مبلغ هزینه الزامی است')).toBeTruthy();
    expect(within(form).getByText('شرح هزینه الزامی است')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^تاریخ هزینه/), '2999-01-01');
    await user.type(within(form).getByLabelText(/^مبلغ/), '0');
    await user.click(within(form).getByRole('button', { name: 'ثبت هزینه' }));
    expect(await within(form).findByText('تاریخ هزینه نمی‌تواند بعد از امروز باشد')).toBeTruthy();
    expect(within(form).getByText('مبلغ هزینه باید عددی صحیح و دست‌کم ۱ تومان باشد')).toBeTruthy();
    const date = within(form).getByLabelText(/^تاریخ هزینه/);
    await user.clear(date);
    await user.type(date, '2025-06-01');
    const amount = within(form).getByLabelText(/^مبلغ/);
    await user.clear(amount);
    await user.type(amount, '۲۵۰٬۰۰۰');
    await user.type(within(form).getByLabelText(/^شرح هزینه/), 'ایاب و ذهاب');
    await user.click(within(form).getByRole('button', { name: 'ثبت هزینه' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('هزینه با موفقیت ثبت شد'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'ثبت هزینه' })).toBeNull());
  });

  it("puts the server's field message on its field", async () => {
    const refused: MockLink.MockedResponse = {
      request: recordRequest({ spentOn: '2025-06-01', amountToman: 1000, description: 'x' }),
      result: domainError('اطلاعات واردشده معتبر نیست', 'BAD_USER_INPUT', {
        receiptImageUrl: 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
      }),
    };
    const { user } = render([list([]), refused]);
    await user.click(await screen.findByRole('button', { name: 'ثبت هزینه' }));
    const form = screen.getByRole('region', { name: 'ثبت هزینه' });
    await user.type(within(form).getByLabelText(/^تاریخ هزینه/), '2025-06-01');
    await user.type(within(form).getByLabelText(/^مبلغ/), '1000');
    await user.type(within(form).getByLabelText(/^شرح هزینه/), 'x');
    await user.click(within(form).getByRole('button', { name: 'ثبت هزینه' }));
    expect(await within(form).findByText('این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد')).toBeTruthy();
  });

  it('deletes an entry only after confirming', async () => {
    const removed: MockLink.MockedResponse = {
      request: { query: DeleteProgramSpendingDocument, variables: { programId: 7, spendingId: 2 } },
      result: {
        data: {
          deleteProgramSpending: { __typename: 'ActionResult', ok: true, message: 'هزینه با موفقیت حذف شد' },
        },
      },
    };
    const { user } = render([list([entry(2)]), removed, list([])]);
    await user.click((await screen.findAllByRole('button', { name: 'حذف هزینه: خرید کتاب' }))[0]);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('حذف هزینه‌ی «خرید کتاب»')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'حذف هزینه' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('هزینه با موفقیت حذف شد', expect.anything()));
  });
});
