import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session/sessionStore';
import { AdminProgramDocument, type AdminProgramFieldsFragment, LogoutDocument } from '../../../gql/graphql';
import { domainError } from '../../../test/authMocks';
import { makeUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/renderPage';
import { watchToast } from '../../../test/watchToast';
import { adminPattern } from '../shared/adminUrl';
import { AdminProgramEditPage } from './ProgramFormPage';
import { programPaths, programUrls } from './urls';

vi.mock('../../../components/ui/JalaliDatePicker', async () => ({
  JalaliDatePicker: (await import('./testDatePicker')).TestDatePicker,
}));

const failure = watchToast('error');

const program: AdminProgramFieldsFragment = {
  __typename: 'Program',
  id: 7,
  name: 'بورسیه‌ی دانش‌آموزان مستعد',
  description: 'کمک هزینه‌ی تحصیلی برای دانش‌آموزان مستعد',
  programType: 'SCHOLARSHIP',
  status: 'SUSPENDED',
  startDate: '2026-03-21',
  endDate: '2026-09-22',
  applicationDeadline: null,
  targetBudget: 25_000_000,
  raisedAmount: 12_345_670,
  imageUrl: null,
  coordinatorId: null,
  coordinatorName: 'سارا احمدی',
  coordinatorEmail: null,
  coordinatorPhone: null,
  location: null,
  duration: null,
  maxParticipants: 40,
  // Stored as a JSON list; the server reads it into items.
  benefitItems: ['پرداخت کامل شهریه', 'کلاس‌های تقویتی رایگان'],
  eligibilityCriteria: null,
  requiredDocuments: null,
  requirementItems: [],
  timelineEvents: [
    { __typename: 'ProgramTimelineEvent', id: 'e1', date: '2026-04-01', event: 'آغاز', status: 'COMPLETED' },
  ],
};

const PATH = programUrls.edit(7);
const ROUTE = adminPattern(programPaths.edit);
const admin = makeUser({ userType: 'ADMIN' });

const openEditor = (mocks: MockLink.MockedResponse[], session = admin) =>
  renderPage({ path: PATH, route: ROUTE, session, element: <AdminProgramEditPage />, mocks });

describe('the program edit page', () => {
  it('loads the program: budget in toman, the raised amount read-only, all five statuses', async () => {
    openEditor([
      {
        request: { query: AdminProgramDocument, variables: { id: 7 } },
        result: { data: { adminProgram: program } },
      },
    ]);
    const name = (await screen.findByLabelText(/^نام برنامه/)) as HTMLInputElement;
    expect(name.value).toBe(program.name);
    expect((screen.getByLabelText('مزایا') as HTMLTextAreaElement).value).toBe(
      'پرداخت کامل شهریه\nکلاس‌های تقویتی رایگان',
    );
    expect((screen.getByLabelText('بودجه‌ی هدف (تومان)') as HTMLInputElement).value).toBe('۲۵۰۰۰۰۰');
    const raised = screen.getByLabelText('مبلغ جمع‌آوری‌شده') as HTMLInputElement;
    expect(raised.readOnly).toBe(true);
    expect(raised.value).toBe('۱٬۲۳۴٬۵۶۷ تومان');
    const status = screen.getByLabelText('وضعیت') as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).toEqual([
      'DRAFT',
      'ACTIVE',
      'SUSPENDED',
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(status.value).toBe('SUSPENDED');
    expect(screen.getByText('آغاز')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'هزینه‌های برنامه' }).getAttribute('href')).toBe(
      programUrls.spendings(7),
    );
  });

  it('says so when there is no such program', async () => {
    openEditor([
      {
        request: { query: AdminProgramDocument, variables: { id: 7 } },
        result: { data: { adminProgram: null } },
      },
    ]);
    expect(await screen.findByText('برنامه مورد نظر یافت نشد')).toBeTruthy();
  });

  it('toasts a failed load and goes back to the list', async () => {
    const { router } = openEditor([
      { request: { query: AdminProgramDocument, variables: { id: 7 } }, error: new Error('down') },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(programUrls.list()));
    expect(failure).toHaveBeenCalledWith('خطا در دریافت اطلاعات برنامه', expect.anything());
  });

  it('signs out to /login on a 403 answer, saying the section is not theirs', async () => {
    const { router } = openEditor([
      {
        request: { query: AdminProgramDocument, variables: { id: 7 } },
        result: domainError('دسترسی ندارید', 'FORBIDDEN'),
      },
      {
        request: { query: LogoutDocument },
        result: { data: { logout: { __typename: 'ActionResult', ok: true, message: '' } } },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(failure).toHaveBeenCalledWith('شما به این بخش دسترسی ندارید', expect.anything());
    expect(sessionStore.getToken()).toBeNull();
  });

  it('signs a signed-in non-admin out at once', async () => {
    const { router } = openEditor(
      [
        {
          request: { query: LogoutDocument },
          result: { data: { logout: { __typename: 'ActionResult', ok: true, message: '' } } },
        },
      ],
      makeUser({ userType: 'STAFF' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(failure).toHaveBeenCalledWith('شما به این بخش دسترسی ندارید', expect.anything());
  });
});
