import { adminUrl, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';

/** Route patterns, relative to /admin. */
export const auditPaths = {
  list: 'audit',
} as const;

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
