import { adminRow as row } from '../../rest/route';
import { slideAdminMessages as messages } from './slides.messages';

/** Spec doc 3 §7.4, plus the drag order (`PUT /admin/slides/order` with `{ ids: [...] }`). */
export const slideAdminRoutes = [
  row('GET', '/admin/slides', 'adminSlides'),
  row('POST', '/admin/slides', 'createSlide', { successStatus: 201, message: messages.created }),
  row('PUT', '/admin/slides/order', 'reorderSlides', { message: messages.reordered }),
  row('PUT', '/admin/slides/:id', 'updateSlide', { message: messages.updated }),
  row('DELETE', '/admin/slides/:id', 'deleteSlide'),
];
