import { useEffect } from 'react';
import { BRAND_NAME } from '../app/brand';

/** Sets the document title to '<title> | <association name>' (or just the name). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
