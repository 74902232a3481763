import type { ProgramStatus, ProgramType } from '../../../gql/graphql';
import { adminUrl, type SearchQuery, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';
import { programPaths } from './paths';

export { programPaths } from './paths';

/** The filters /admin/programs keeps in its address. */
export interface ProgramListQuery extends TableQuery, SearchQuery {
  type?: ProgramType;
  status?: ProgramStatus;
}

export const programUrls = {
  list: (query?: ProgramListQuery) => withQuery(adminUrl(programPaths.list), query),
  create: () => adminUrl(programPaths.create),
  edit: (id: UrlId) => adminUrl(programPaths.edit, { id }),
  spendings: (id: UrlId, query?: TableQuery) => withQuery(adminUrl(programPaths.spendings, { id }), query),
};
