import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { pageLayouts } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const base = '/api/admin/page-builder';
const RESERVED = 'این کلید نشانی یکی از بخش‌های خود سایت است؛ کلید دیگری انتخاب کنید';
const page = (pageKey: string) => ({
  name: 'راهنمای داوطلبان',
  pageKey,
  layoutData: [{ id: 't1', type: 'textBlock', props: { content: '<p>سلام</p>' } }],
});
const stored = async (app: TestApp, pageKey: string) =>
  (await app.db.select().from(pageLayouts).where(eq(pageLayouts.pageKey, pageKey))).length;

describe('a page’s address from its key', () => {
  it.for(['admin', 'api', 'graphql', 'programs', 'courses', 'login', 'uploads', 'pages', 'assets'])(
    'refuses the key «%s», which the site itself answers, through REST',
    async (key, { app, asAdmin }) => {
      const refused = await app.rest('POST', `${base}/layouts`, page(key), asAdmin.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ pageKey: RESERVED });
      expect(await stored(app, key)).toBe(0);
    },
  );

  it('refuses a reserved key on GraphQL too, whatever its case, and on an update', async ({
    app,
    asAdmin,
  }) => {
    const created = await app.gql(
      graphql(
        `mutation PageAddressesCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }`,
      ),
      { input: { ...page('Profile'), layoutData: '[]' } },
      asAdmin.headers,
    );
    expect(created.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { pageKey: RESERVED },
    });
    const ok = await app.rest('POST', `${base}/layouts`, page('volunteer-guide'), asAdmin.headers);
    expect(ok.statusCode).toBe(201);
    const id = ok.json().data.id as number;
    const renamed = await app.rest('PUT', `${base}/layouts/${id}`, page('contact'), asAdmin.headers);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ pageKey: RESERVED });
    expect(await stored(app, 'volunteer-guide')).toBe(1);
  });

  it('gives a published page its address from the key, and none before it is published', async ({
    app,
    asAdmin,
  }) => {
    const created = await app.rest('POST', `${base}/layouts`, page('donor-guide'), asAdmin.headers);
    const id = created.json().data.id as number;
    expect(created.json().data.publicPath).toBeNull();
    const published = await app.rest('POST', `${base}/layouts/${id}/publish`, {}, asAdmin.headers);
    expect(published.json().data.publicPath).toBe('/donor-guide');
    // A key changed in the draft keeps the published address until it is published.
    const renamed = await app.rest('PUT', `${base}/layouts/${id}`, page('donors'), asAdmin.headers);
    expect(renamed.json().data.publicPath).toBe('/donor-guide');
    const viaGraphql = await app.gql(
      graphql(`query PageAddressesGuide { publicPageByKey(pageKey: "donor-guide") { id publicPath } }`),
    );
    expect(viaGraphql.data).toEqual({ publicPageByKey: { id, publicPath: '/donor-guide' } });
  });
});
