import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyCertificateDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { VerifyCertificatePage } from './VerifyCertificatePage';

const ROUTE = '/verify/certificate/:code?';

describe('the public certificate check', () => {
  it('confirms the name, course and Jalali date of a real code', async () => {
    renderPage({
      path: '/verify/certificate/ABCDE-12345',
      route: ROUTE,
      element: <VerifyCertificatePage />,
      mocks: [
        {
          request: { query: VerifyCertificateDocument, variables: { code: 'ABCDE-12345' } },
          result: {
            data: {
              verifyCertificate: {
                __typename: 'CertificateVerification',
                studentName: 'مریم کریمی',
                courseTitle: 'ریاضی پایه',
                issuedAt: '2026-11-27T08:00:00.000Z',
                verificationCode: 'ABCDE-12345',
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'این گواهی معتبر است' })).toBeTruthy();
    expect(screen.getByText('مریم کریمی')).toBeTruthy();
    expect(screen.getByText('ریاضی پایه')).toBeTruthy();
    expect(screen.getByText('۶ آذر ۱۴۰۵')).toBeTruthy();
  });

  it("shows the server's not-found sentence for an unknown code", async () => {
    renderPage({
      path: '/verify/certificate/ZZZZZ-ZZZZZ',
      route: ROUTE,
      element: <VerifyCertificatePage />,
      mocks: [
        {
          request: { query: VerifyCertificateDocument, variables: { code: 'ZZZZZ-ZZZZZ' } },
          result: {
            errors: [
              { message: 'گواهی‌ای با این کد یافت نشد', extensions: { code: 'NOT_FOUND', userFacing: true } },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('گواهی‌ای با این کد یافت نشد')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'این گواهی معتبر است' })).toBeNull();
  });

  it('asks for a code before checking, and goes to its address when given', async () => {
    const { user, router } = renderPage({
      path: '/verify/certificate',
      route: ROUTE,
      element: <VerifyCertificatePage />,
    });
    await user.click(await screen.findByRole('button', { name: 'بررسی گواهی' }));
    expect(await screen.findByText('لطفاً کد تأیید را وارد کنید')).toBeTruthy();
    await user.type(screen.getByLabelText(/کد تأیید/), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'بررسی گواهی' }));
    expect(router.state.location.pathname).toBe('/verify/certificate/abcde-12345');
  });
});
