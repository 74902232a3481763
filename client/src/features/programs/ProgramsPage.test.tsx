import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ProgramCardFieldsFragment, PublicProgramsDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { ProgramsPage } from './ProgramsPage';
import { makeProgramCard } from './testPrograms';

type Mock = MockLink.MockedResponse;

const request = (search: string | null) => ({
  query: PublicProgramsDocument,
  variables: { page: 0, size: 100, status: 'ACTIVE' as const, search },
});

const pageMock = (search: string | null, content: ProgramCardFieldsFragment[]): Mock => ({
  request: request(search),
  result: {
    data: {
      publicPrograms: {
        __typename: 'ProgramPage',
        content,
        totalElements: content.length,
        totalPages: 1,
        page: 0,
        size: 100,
      },
    },
  },
});

function openProgramsPage(mocks: Mock[]) {
  return renderPage({ mocks: mocks, element: <ProgramsPage /> });
}

describe('ProgramsPage', () => {
  it('lists the active programs and searches on the server once typing pauses', async () => {
    const { user } = openProgramsPage([
      pageMock(null, [
        makeProgramCard(1, { name: 'بورسیه‌ی ریاضی' }),
        makeProgramCard(2, { name: 'تغذیه‌ی سالم' }),
      ]),
      pageMock('ریاضی', [makeProgramCard(1, { name: 'بورسیه‌ی ریاضی' })]),
    ]);
    expect(await screen.findByRole('link', { name: 'تغذیه‌ی سالم' })).toBeTruthy();
    expect(screen.getByText('۲ برنامه‌ی فعال')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'جستجوی برنامه' }), 'ریاضی');
    expect(await screen.findByText('۱ برنامه‌ی فعال')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'تغذیه‌ی سالم' })).toBeNull();
    expect(screen.getByRole('link', { name: 'بورسیه‌ی ریاضی' })).toBeTruthy();
  });

  it('says nothing matched and clears the search', async () => {
    const { user } = openProgramsPage([
      pageMock(null, [makeProgramCard(1, { name: 'بورسیه‌ی ریاضی' })]),
      pageMock('شیمی', []),
      pageMock(null, [makeProgramCard(1, { name: 'بورسیه‌ی ریاضی' })]),
    ]);
    await screen.findByRole('link', { name: 'بورسیه‌ی ریاضی' });
    await user.type(screen.getByRole('searchbox'), 'شیمی');
    expect(await screen.findByText('برنامه‌ای با این عبارت پیدا نشد')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'پاک کردن جستجو' }));
    expect(await screen.findByRole('link', { name: 'بورسیه‌ی ریاضی' })).toBeTruthy();
  });

  it('says the list could not be read when the server refuses', async () => {
    openProgramsPage([{ request: request(null), result: { errors: [{ message: 'Internal error' }] } }]);
    expect(await screen.findByText('خطا در دریافت لیست برنامه‌ها')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeTruthy();
  });

  it('says the server could not be reached on a network failure', async () => {
    openProgramsPage([{ request: request(null), error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByText('ارتباط با سرور برقرار نشد. لطفاً بعداً تلاش کنید.')).toBeTruthy();
  });
});
