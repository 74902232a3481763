import type { UserType } from '../../../gql/graphql';
import { adminUrl, type SearchQuery, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';
import { userPaths } from './paths';

export { userPaths } from './paths';

/** The filters /admin/users keeps in its address. */
export interface UserListQuery extends TableQuery, SearchQuery {
  type?: UserType;
  filter?: 'active' | 'inactive';
}

export const userUrls = {
  list: (query?: UserListQuery) => withQuery(adminUrl(userPaths.list), query),
  create: () => adminUrl(userPaths.create),
  edit: (id: UrlId) => adminUrl(userPaths.edit, { id }),
};
