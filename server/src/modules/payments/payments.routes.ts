import { ADMIN_PAGE_SIZE } from '@common/constants';
import { PAYMENT_STATUSES } from '@common/enums';
import {
  type PaymentStatus,
  RestAdminPaymentsDocument,
  RestRequestZarinpalPaymentDocument,
  RestZarinpalCallbackDocument,
} from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';
import { paymentMessages } from './payments.messages';

export const paymentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/payments/zarinpal/request/:donationId',
    tag: 'payments',
    summary: 'Start a ZarinPal payment for a PENDING donation; data.gatewayUrl is where the browser goes',
    operation: RestRequestZarinpalPaymentDocument,
    params: { donationId: { type: 'int', description: 'Donation id' } },
    message: paymentMessages.toGateway,
  }),
  defineRoute({
    method: 'GET',
    path: '/payments/zarinpal/callback',
    tag: 'payments',
    summary:
      'The gateway’s return (donations and course purchases): verifies the payment and redirects to ' +
      '/programs/{id}?donation=… or /courses/{id}?enrollment=success|failure',
    operation: RestZarinpalCallbackDocument,
    query: {
      Authority: { type: 'string', description: 'The attempt’s authority' },
      Status: { type: 'string', description: 'OK or NOK (never trusted)' },
    },
    variables: ({ query }) => ({
      authority: (query.Authority as string | undefined) ?? null,
      status: (query.Status as string | undefined) ?? null,
    }),
    redirect: (data) => data.zarinpalCallback.redirectPath,
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/payments',
    tag: 'admin',
    summary:
      'Gateway attempts, newest first (admin); status=REFUND_NEEDED lists the payments to return to the payer',
    operation: RestAdminPaymentsDocument,
    query: {
      page: { type: 'int', default: 0, description: 'Zero-based page number' },
      size: { type: 'int', default: ADMIN_PAGE_SIZE, description: 'Attempts per page (1–100)' },
      status: { type: 'string', values: PAYMENT_STATUSES },
    },
    variables: ({ query }) => ({
      page: query.page as number,
      size: query.size as number,
      status: query.status as PaymentStatus | undefined,
    }),
  }),
];
