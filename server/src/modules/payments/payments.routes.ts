import { adminRow, rowsTagged } from '../../rest/route';
import { paymentMessages } from './payments.messages';

const row = rowsTagged('payments');

export const paymentRoutes = [
  row('POST', '/payments/zarinpal/request/:donationId', 'requestZarinpalPayment', {
    message: paymentMessages.toGateway,
  }),
  // The gateway comes back with a GET; the callback still runs the mutation that settles the payment.
  row('GET', '/payments/zarinpal/callback', 'zarinpalCallback', {
    rename: { Authority: 'authority', Status: 'status' },
    redirect: (d) => d.zarinpalCallback.redirectPath,
  }),
  adminRow('GET', '/admin/payments', 'adminPayments'),
];
