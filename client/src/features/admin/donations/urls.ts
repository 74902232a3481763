import type { DonationStatus } from '../../../gql/graphql';
import {
  adminUrl,
  type DayRangeQuery,
  type SearchQuery,
  type TableQuery,
  type UrlId,
  withQuery,
} from '../shared/adminUrl';
import { donationPaths } from './paths';

export { donationPaths } from './paths';

/** The filters /admin/donations keeps in its address. */
export interface DonationListQuery extends TableQuery, SearchQuery, DayRangeQuery {
  status?: DonationStatus;
  programId?: UrlId;
}

export const donationUrls = {
  list: (query?: DonationListQuery) => withQuery(adminUrl(donationPaths.list), query),
};
