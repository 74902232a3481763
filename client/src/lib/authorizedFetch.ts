import { sessionStore } from '../app/session/sessionStore';

/** A file route's refusal: the server's Persian message (the envelope's), and the status it came with. */
export class FileRouteRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Fetches a file route of the server (CSV, PDF, a printable page) with the session's token, which a plain link
 * would not carry. A refusal throws a FileRouteRefusal with the server's Persian message, else `fallback`.
 */
export async function authorizedFetch(path: string, fallback: string): Promise<Response> {
  const token = sessionStore.getToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new FileRouteRefusal(body?.message || fallback, response.status);
  }
  return response;
}

/** Fetches a file route with the session's token and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string, failure: string): Promise<void> {
  const response = await authorizedFetch(path, failure);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Opens a page route that needs the session's token (a printable document) in a new tab: the tab is opened
 * at the click, so no pop-up blocker stops it, and shows the fetched page once it arrives.
 */
export async function openAuthorizedPage(path: string, failure: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const href = URL.createObjectURL(await (await authorizedFetch(path, failure)).blob());
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
