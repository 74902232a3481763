import { adminUrl, type DayRangeQuery, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';
import { auditPaths } from './paths';

export { auditPaths } from './paths';

/** The filters /admin/audit keeps in its address. */
export interface AuditListQuery extends TableQuery, DayRangeQuery {
  actor?: UrlId;
  object?: string;
}

export const auditUrls = {
  list: (query?: AuditListQuery) => withQuery(adminUrl(auditPaths.list), query),
};
