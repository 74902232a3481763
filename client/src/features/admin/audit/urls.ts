import { adminUrl, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';
import { auditPaths } from './paths';

export { auditPaths } from './paths';

/** The filters /admin/audit keeps in its address; `from` and `to` are Tehran days (YYYY-MM-DD). */
export interface AuditListQuery extends TableQuery {
  actor?: UrlId;
  object?: string;
  from?: string;
  to?: string;
}

export const auditUrls = {
  list: (query?: AuditListQuery) => withQuery(adminUrl(auditPaths.list), query),
};
