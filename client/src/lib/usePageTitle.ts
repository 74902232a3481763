import { usePageMeta } from '../app/head/pageMeta';

/** Sets the document title to '<title> | <association name>' (or just the name) and the page description. */
export function usePageTitle(title?: string, description?: string): void {
  usePageMeta({ title, description });
}
