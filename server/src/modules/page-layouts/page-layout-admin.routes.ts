import { adminRow as row } from '../../rest/route';
import { pageLayoutMessages as messages } from './page-layouts.messages';

/** The spec's layoutData is JSON text; a list or object sent in its place is taken as that text. */
const body = ({ layoutData, ...rest }: Record<string, unknown>) =>
  layoutData !== null && typeof layoutData === 'object'
    ? { layoutData: JSON.stringify(layoutData), ...rest }
    : { layoutData, ...rest };

const base = '/admin/page-builder';

/** Spec doc 3 §7.6, plus the versions and restore rows of issue 14. */
export const pageLayoutAdminRoutes = [
  row('GET', `${base}/layouts`, 'adminPageLayouts'),
  row('POST', `${base}/layouts`, 'createPageLayout', { body, successStatus: 201, message: messages.created }),
  row('GET', `${base}/layouts/:id`, 'adminPageLayout', { notFoundMessage: messages.layoutNotFound }),
  row('PUT', `${base}/layouts/:id`, 'updatePageLayout', { body, message: messages.saved }),
  row('DELETE', `${base}/layouts/:id`, 'deletePageLayout'),
  row('POST', `${base}/layouts/:id/publish`, 'publishPageLayout', { message: messages.published }),
  row('POST', `${base}/layouts/:id/duplicate`, 'duplicatePageLayout', {
    inQuery: ['name'],
    successStatus: 201,
    message: messages.duplicated,
  }),
  row('GET', `${base}/layouts/:layoutId/versions`, 'pageLayoutVersions'),
  row('POST', `${base}/layouts/:id/versions/:version/restore`, 'restorePageLayoutVersion', {
    message: messages.restored,
  }),
  row('GET', `${base}/templates`, 'pageLayoutTemplates'),
  row('GET', `${base}/search`, 'adminPageLayouts', { rename: { query: 'search' } }),
  row('POST', `${base}/initialize-defaults`, 'initializeDefaultPageLayouts', {
    message: messages.initialized,
  }),
];
