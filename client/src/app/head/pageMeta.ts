import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from '../brand';

/** What a page says about itself in <head>: title, description and the picture link previews show. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** An absolute or site-relative picture URL for Open Graph. */
  image?: string;
  /** The HTTP status the server answers the page with (404 for a program or course that does not exist). */
  status?: number;
}

/**
 * Set only while rendering on the server: pages write their meta here during render (effects do not run
 * there), and the server puts it into the HTML's <head>.
 */
export const PageMetaCollector = createContext<PageMeta | null>(null);

export const DEFAULT_DESCRIPTION = 'انجمن خیریه آموزشی نور دانش؛ فرصت یادگیری برابر برای همه‌ی دانش‌آموزان';

export function fullTitle(title?: string): string {
  return title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
}

function setMetaContent(selector: string, content: string | undefined): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element && content) element.content = content;
}

const SUMMARY_LENGTH = 160;

/** A description-sized excerpt of a longer text: one line, cut at a word. */
export function summaryOf(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= SUMMARY_LENGTH) return line;
  const cut = line.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SUMMARY_LENGTH)}…`;
}

/** The page's title (as '<title> | <association name>') and description, on the server and in the browser. */
export function usePageMeta({ title, description, image, status }: PageMeta): void {
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title, description, image, status });
  useEffect(() => {
    document.title = fullTitle(title);
    setMetaContent('meta[name="description"]', description ?? DEFAULT_DESCRIPTION);
    setMetaContent('meta[property="og:title"]', fullTitle(title));
    setMetaContent('meta[property="og:description"]', description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
}
