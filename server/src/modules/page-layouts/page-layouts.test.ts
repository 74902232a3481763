import { describe, expect } from 'vitest';
import { pageLayouts } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { insertPublishedLayout, type LayoutDraft } from './page-layout-store';

let publishedId: number;
let draftId: number;
let hostileId: number;

it.beforeAll(async ({ app }) => {
  const publish = async (draft: Omit<LayoutDraft, 'description'>) =>
    (await insertPublishedLayout(app.db, { description: null, ...draft }))?.id ?? 0;
  publishedId = await publish({
    name: 'درباره ما',
    pageKey: 'about',
    layoutData: [{ id: 'a', type: 'spacer', props: { height: 'small' } }],
  });
  const [draft] = await app.db
    .insert(pageLayouts)
    .values({ name: 'پیش‌نویس', pageKey: 'draft' })
    .returning({ id: pageLayouts.id });
  draftId = draft.id;
  // Written straight into storage (as by an older version): sanitised on the way out all the same.
  hostileId = await publish({
    name: 'صفحه‌ی آلوده',
    pageKey: 'hostile',
    layoutData: [
      {
        id: 'x',
        type: 'textBlock',
        props: { content: '<p>متن<img src=x onerror=alert(1)></p><script>alert(1)</script>' },
      },
      { id: 'y', type: 'button', props: { text: 'کلیک', link: 'javascript:alert(1)' } },
    ],
  });
});

describe('public page layout', () => {
  it('answers a published layout with its components as JSON text', async ({ app }) => {
    const response = await app.rest('GET', `/api/public/page-layout/${publishedId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'درباره ما', pageKey: 'about', isPublished: true });
    expect(JSON.parse(data.layoutData)).toEqual([{ id: 'a', type: 'spacer', props: { height: 'small' } }]);
  });

  it('hides drafts and missing layouts behind a Persian 404', async ({ app }) => {
    for (const id of [draftId, 999999]) {
      const response = await app.rest('GET', `/api/public/page-layout/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'صفحه مورد نظر یافت نشد', data: null });
    }
  });

  it('answers 400 with a Persian message for an id that is not a number', async ({ app }) => {
    for (const id of ['abc', '1.5', '99999999999999999999']) {
      const response = await app.rest('GET', `/api/public/page-layout/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'مقدار «شناسه» نامعتبر است' });
    }
  });

  it('accepts Persian digits in the path', async ({ app }) => {
    const persian = String(publishedId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    const response = await app.rest('GET', `/api/public/page-layout/${encodeURIComponent(persian)}`);
    expect(response.statusCode).toBe(200);
  });

  it('sanitises text-block HTML and link addresses of stored layouts on the way out', async ({ app }) => {
    const response = await app.rest('GET', `/api/public/page-layout/${hostileId}`);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json().data.layoutData)).toEqual([
      { id: 'x', type: 'textBlock', props: { content: '<p>متن</p>' } },
      { id: 'y', type: 'button', props: { text: 'کلیک', link: '' } },
    ]);
  });

  it('GraphQL answers null for a draft', async ({ app }) => {
    const answer = await app.gql(
      graphql(`query PageLayoutsDraft($id: Int!) { publicPageLayout(id: $id) { id } }`),
      {
        id: draftId,
      },
    );
    expect(answer).toEqual({ data: { publicPageLayout: null } });
  });

  it('answers a page by its key (in any case), the published version only', async ({ app }) => {
    const response = await app.rest('GET', '/api/public/page/About');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: publishedId, pageKey: 'about', version: 1 });
    for (const key of ['draft', 'nothing-here']) {
      const missing = await app.rest('GET', `/api/public/page/${key}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('صفحه مورد نظر یافت نشد');
    }
    const answer = await app.gql(
      graphql(`query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: "draft") { id } }`),
    );
    expect(answer).toEqual({ data: { publicPageByKey: null } });
  });
});
