import { adminUrl, type TableQuery, withQuery } from '../shared/adminUrl';
import { paymentMethodPaths } from './paths';

export { paymentMethodPaths } from './paths';

export const paymentMethodUrls = {
  list: (query?: TableQuery) => withQuery(adminUrl(paymentMethodPaths.list), query),
};
