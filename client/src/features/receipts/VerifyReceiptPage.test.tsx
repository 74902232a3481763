import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { VerifyReceiptDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';

const verified = (code: string, donorName: string | null): MockLink.MockedResponse => ({
  request: { query: VerifyReceiptDocument, variables: { code } },
  result: {
    data: {
      verifyReceipt: {
        __typename: 'ReceiptVerification',
        number: '1405-000123',
        verificationCode: 'ABCDE-12345',
        amount: 500_000,
        completedAt: '2026-11-21T08:00:00.000Z',
        programName: 'بورسیه‌ی دختران زاهدان',
        donorName,
        isAnonymous: donorName === null,
      },
    },
  },
});

describe('receipt verification', () => {
  it('the QR’s address confirms number, date, program and amount; an anonymous donor shows as «ناشناس»', async () => {
    renderPage({ path: '/verify/receipt/ABCDE-12345', mocks: [verified('ABCDE-12345', null)] });
    expect(await screen.findByText('این رسید معتبر است و در سامانه‌ی انجمن ثبت شده است.')).toBeTruthy();
    expect(screen.getByText('۱۴۰۵-۰۰۰۱۲۳')).toBeTruthy();
    expect(screen.getByText('۳۰ آبان ۱۴۰۵')).toBeTruthy();
    expect(screen.getByText('بورسیه‌ی دختران زاهدان')).toBeTruthy();
    expect(screen.getByText('۵۰٬۰۰۰ تومان')).toBeTruthy();
    expect(screen.getByText('ناشناس')).toBeTruthy();
  });

  it('a typed code is checked; an unknown one shows the server’s Persian message', async () => {
    const message = 'رسیدی با این کد تأیید یافت نشد. لطفاً کد را دوباره بررسی کنید';
    const { user, router } = renderPage({
      path: '/verify/receipt',
      mocks: [
        {
          request: { query: VerifyReceiptDocument, variables: { code: 'ZZZZZ-ZZZZZ' } },
          result: {
            errors: [new GraphQLError(message, { extensions: { code: 'NOT_FOUND', userFacing: true } })],
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'استعلام رسید' });
    await user.click(screen.getByRole('button', { name: 'استعلام' }));
    expect(await screen.findByText('کد تأیید را وارد کنید')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /کد تأیید رسید/ }), ' ZZZZZ-ZZZZZ ');
    await user.click(screen.getByRole('button', { name: 'استعلام' }));
    expect(router.state.location.pathname).toBe('/verify/receipt/ZZZZZ-ZZZZZ');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(form).toBeTruthy();
  });
});
