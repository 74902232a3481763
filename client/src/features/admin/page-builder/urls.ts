import { adminUrl, type UrlId, withQuery } from '../shared/adminUrl';
import { pageBuilderPaths } from './paths';

export { pageBuilderPaths } from './paths';

/** The open layout (`id`) and the list's search words (`q`), kept in the address. */
export interface PageBuilderQuery {
  id?: UrlId | null;
  q?: string;
}

export const pageBuilderUrls = {
  page: (query?: PageBuilderQuery) => withQuery(adminUrl(pageBuilderPaths.page), query),
};
