import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLayouts } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, '09120000451', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120000451'));
});
afterAll(() => t.close());

const base = '/api/admin/page-builder';
const RESERVED = 'این کلید نشانی یکی از بخش‌های خود سایت است؛ کلید دیگری انتخاب کنید';
const page = (pageKey: string) => ({
  name: 'راهنمای داوطلبان',
  pageKey,
  layoutData: [{ id: 't1', type: 'textBlock', props: { content: '<p>سلام</p>' } }],
});
const stored = async (pageKey: string) =>
  (await t.db.select().from(pageLayouts).where(eq(pageLayouts.pageKey, pageKey))).length;

describe('a page’s address from its key', () => {
  it.each(['admin', 'api', 'graphql', 'programs', 'courses', 'login', 'uploads', 'pages', 'assets'])(
    'refuses the key «%s», which the site itself answers, through REST',
    async (key) => {
      const refused = await t.rest('POST', `${base}/layouts`, page(key), admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ pageKey: RESERVED });
      expect(await stored(key)).toBe(0);
    },
  );

  it('refuses a reserved key on GraphQL too, whatever its case, and on an update', async () => {
    const created = await t.gql(
      'mutation($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }',
      { input: { ...page('Profile'), layoutData: '[]' } },
      admin,
    );
    expect(created.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { pageKey: RESERVED },
    });
    const ok = await t.rest('POST', `${base}/layouts`, page('volunteer-guide'), admin);
    expect(ok.statusCode).toBe(201);
    const id = ok.json().data.id as number;
    const renamed = await t.rest('PUT', `${base}/layouts/${id}`, page('contact'), admin);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ pageKey: RESERVED });
    expect(await stored('volunteer-guide')).toBe(1);
  });

  it('gives a published page its address from the key, and none before it is published', async () => {
    const created = await t.rest('POST', `${base}/layouts`, page('donor-guide'), admin);
    const id = created.json().data.id as number;
    expect(created.json().data.publicPath).toBeNull();
    const published = await t.rest('POST', `${base}/layouts/${id}/publish`, {}, admin);
    expect(published.json().data.publicPath).toBe('/donor-guide');
    // A key changed in the draft keeps the published address until it is published.
    const renamed = await t.rest('PUT', `${base}/layouts/${id}`, page('donors'), admin);
    expect(renamed.json().data.publicPath).toBe('/donor-guide');
    const viaGraphql = await t.gql(`{ publicPageByKey(pageKey: "donor-guide") { id publicPath } }`);
    expect(viaGraphql.data).toEqual({ publicPageByKey: { id, publicPath: '/donor-guide' } });
  });
});
