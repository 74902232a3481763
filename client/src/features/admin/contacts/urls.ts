import type { ContactStatus } from '../../../gql/graphql';
import { adminUrl, type SearchQuery, type TableQuery, withQuery } from '../shared/adminUrl';
import { contactPaths } from './paths';

export { contactPaths } from './paths';

/** The filters /admin/contacts keeps in its address. */
export interface ContactListQuery extends TableQuery, SearchQuery {
  status?: ContactStatus;
}

export const contactUrls = {
  list: (query?: ContactListQuery) => withQuery(adminUrl(contactPaths.list), query),
};
