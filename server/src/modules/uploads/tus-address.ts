import { API_PREFIX } from '../../rest/adapter';
import { TUS_UPLOAD_ID } from './tus-store';

export const TUS_PATH = `${API_PREFIX}/uploads/tus`;

/**
 * The upload an address names: `null` for the collection (`/api/uploads/tus`), the id for
 * `/api/uploads/tus/<id>`, `undefined` for anything else. The tus server finds the id again in the last `/`
 * segment of the whole URL, query included, so only these two exact forms are answered: no query, no trailing
 * or doubled slash, no encoded slash or dot segment, nothing the route and the tus server could read apart.
 */
export function uploadAddressed(url: string): string | null | undefined {
  if (url === TUS_PATH) return null;
  const prefix = `${TUS_PATH}/`;
  if (!url.startsWith(prefix)) return undefined;
  const id = url.slice(prefix.length);
  return TUS_UPLOAD_ID.test(id) ? id : undefined;
}
