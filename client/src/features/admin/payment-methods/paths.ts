/** Route patterns, relative to /admin. */
export const paymentMethodPaths = {
  list: 'payment-methods',
} as const;
