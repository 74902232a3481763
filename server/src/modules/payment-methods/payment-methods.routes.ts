import { rowsTagged } from '../../rest/route';

const row = rowsTagged('public');

export const paymentMethodRoutes = [
  row('GET', '/public/payment-methods/programs/active', 'activePaymentMethods', {
    fixed: { usage: 'PROGRAM' },
    summary: 'Active payment methods for donations to programs, in order',
  }),
  row('GET', '/public/payment-methods/courses/active', 'activePaymentMethods', {
    fixed: { usage: 'COURSE' },
    summary: 'Active payment methods for course purchases, in order',
  }),
];
