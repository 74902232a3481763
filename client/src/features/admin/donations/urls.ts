import type { DonationStatus } from '../../../gql/graphql';
import { adminUrl, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';
import { donationPaths } from './paths';

export { donationPaths } from './paths';

/** The filters /admin/donations keeps in its address; `from` and `to` are Tehran days (YYYY-MM-DD). */
export interface DonationListQuery extends TableQuery {
  status?: DonationStatus;
  programId?: UrlId;
  q?: string;
  from?: string;
  to?: string;
}

export const donationUrls = {
  list: (query?: DonationListQuery) => withQuery(adminUrl(donationPaths.list), query),
};
