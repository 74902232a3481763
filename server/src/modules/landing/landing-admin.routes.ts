import { adminRow as row } from '../../rest/route';
import { landingAdminMessages as messages } from './landing-admin.messages';

const BASE = '/admin/landing-content';
const notFoundMessage = messages.notFound;

/** Spec doc 3 §7.5: every call, answers in `data` (the client reads data.data). */
export const landingAdminRoutes = [
  row('GET', BASE, 'adminLandingContents'),
  row('GET', `${BASE}/search`, 'adminLandingContents'),
  row('GET', `${BASE}/active`, 'adminActiveLandingContents'),
  row('GET', `${BASE}/sections`, 'adminLandingSections'),
  row('GET', `${BASE}/key/:key`, 'adminLandingContentByKey', { notFoundMessage }),
  row('GET', `${BASE}/:id`, 'adminLandingContent', { notFoundMessage }),
  row('POST', BASE, 'createLandingContent', { successStatus: 201, message: messages.created }),
  row('POST', `${BASE}/initialize`, 'initializeLandingContent', { message: messages.initialized }),
  row('PUT', `${BASE}/:id`, 'updateLandingContent', { message: messages.updated }),
  row('PUT', `${BASE}/:id/toggle-status`, 'toggleLandingContent', {
    messageFrom: (d) => (d.toggleLandingContent.isActive ? messages.activated : messages.deactivated),
  }),
  row('DELETE', `${BASE}/:id`, 'deleteLandingContent'),
];
