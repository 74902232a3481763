import { FOOTER_PAGES } from '@common/footer-pages';
import { sanitizeHtml } from '@common/html';
import { pageLayoutSchema, validate } from '@common/validation';
import { describe, expect, it } from 'vitest';
import { PAGE_LAYOUT_TEMPLATES } from '../page-layout-templates';
import { DEFAULT_PAGE_LAYOUTS, FOOTER_PAGE_LAYOUTS } from '.';

const htmlOf = (layoutData: unknown[]) =>
  layoutData
    .map((c) => (c as { type: string; props: { content?: string } }).props)
    .filter((props) => typeof props.content === 'string')
    .map((props) => props.content as string);

describe('default page layouts', () => {
  it('give every footer link its page, under its key and title', () => {
    for (const { key, title } of FOOTER_PAGES) {
      expect(FOOTER_PAGE_LAYOUTS[key]).toMatchObject({ pageKey: key, name: title });
    }
    expect(DEFAULT_PAGE_LAYOUTS.map((l) => l.pageKey)).toEqual(['home', ...FOOTER_PAGES.map((p) => p.key)]);
  });

  it('pass the checks an admin save runs, so the editor can save them unchanged', () => {
    for (const layout of DEFAULT_PAGE_LAYOUTS) {
      const result = validate(pageLayoutSchema, { ...layout, layoutData: JSON.stringify(layout.layoutData) });
      expect(result.ok, `${layout.pageKey}: ${JSON.stringify(!result.ok && result.fieldErrors)}`).toBe(true);
    }
    for (const template of PAGE_LAYOUT_TEMPLATES) {
      const result = validate(pageLayoutSchema, {
        name: template.name,
        pageKey: 'x',
        layoutData: template.layoutData,
      });
      expect(result.ok, template.key).toBe(true);
    }
  });

  it('are real pages: several Persian paragraphs of HTML the sanitizer keeps as written', () => {
    for (const { pageKey, layoutData } of Object.values(FOOTER_PAGE_LAYOUTS)) {
      const html = htmlOf(layoutData);
      for (const part of html) expect(sanitizeHtml(part), pageKey).toBe(part);
      const text = html.join(' ').replace(/<[^>]+>/g, ' ');
      expect(text.split(/\s+/).length, pageKey).toBeGreaterThan(120);
      expect(html.join('').match(/<(p|li)>/g)?.length ?? 0, pageKey).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(/lorem|به‌زودی راه‌اندازی/i);
    }
  });
});
