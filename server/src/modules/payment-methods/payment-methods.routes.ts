import { RestActivePaymentMethodsDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';

export const paymentMethodRoutes = [
  defineRoute({
    method: 'GET',
    path: '/public/payment-methods/programs/active',
    tag: 'public',
    summary: 'Active payment methods for donations to programs, in order',
    operation: RestActivePaymentMethodsDocument,
    variables: () => ({ usage: 'PROGRAM' as const }),
  }),
  defineRoute({
    method: 'GET',
    path: '/public/payment-methods/courses/active',
    tag: 'public',
    summary: 'Active payment methods for course purchases, in order',
    operation: RestActivePaymentMethodsDocument,
    variables: () => ({ usage: 'COURSE' as const }),
  }),
];
