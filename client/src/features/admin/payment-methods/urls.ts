import { adminUrl, type TableQuery, withQuery } from '../shared/adminUrl';

/** Route patterns, relative to /admin. */
export const paymentMethodPaths = {
  list: 'payment-methods',
} as const;

export const paymentMethodUrls = {
  list: (query?: TableQuery) => withQuery(adminUrl(paymentMethodPaths.list), query),
};
