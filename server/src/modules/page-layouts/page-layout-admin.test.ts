import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, pageLayoutVersions } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it, type SignedIn } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';
import { DEFAULT_PAGE_LAYOUTS } from './defaults';

const base = '/api/admin/page-builder';
const api = (app: TestApp, asAdmin: SignedIn, method: string, path: string, body?: unknown) =>
  app.rest(method, `${base}${path}`, body, asAdmin.headers);
const text = (content: string) => ({ id: 't1', type: 'textBlock', props: { content } });
const publicPage = (app: TestApp, key: string) => app.rest('GET', `/api/public/page/${key}`);
const components = (layout: { layoutData: string }) => JSON.parse(layout.layoutData) as unknown[];

describe('page builder (admin)', () => {
  it('is for admins only', async ({ app }) => {
    expect((await app.rest('GET', `${base}/layouts`)).statusCode).toBe(401);
    await insertUser(app, '09120000142', { userType: 'STAFF' });
    const staff = bearer(await tokenFor(app, '09120000142'));
    expect((await app.rest('POST', `${base}/initialize-defaults`, {}, staff)).statusCode).toBe(403);
    const answer = await app.gql(graphql(`query PageLayoutAdminList { adminPageLayouts { id } }`));
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates a draft that the public does not see; the page key is lower-cased', async ({
    app,
    asAdmin,
  }) => {
    const created = await api(app, asAdmin, 'POST', '/layouts', {
      name: '  درباره‌ی ما ',
      pageKey: 'About-Story',
      description: 'داستان انجمن',
      layoutData: [text('<p>سلام</p>')],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'چیدمان صفحه ایجاد شد',
      data: {
        name: 'درباره‌ی ما',
        pageKey: 'about-story',
        version: 1,
        isPublished: false,
        hasUnpublishedChanges: true,
        publishedAt: null,
      },
    });
    expect(components(created.json().data)).toEqual([text('<p>سلام</p>')]);
    expect((await publicPage(app, 'about-story')).statusCode).toBe(404);
  });

  it('refuses bad input with Persian messages on the fields, through both doors', async ({
    app,
    asAdmin,
  }) => {
    const refused = await api(app, asAdmin, 'POST', '/layouts', {
      pageKey: 'bad key',
      layoutData: [
        { type: 'carousel' },
        { type: 'button', props: { text: 'برو', link: 'javascript:alert(1)', size: 'huge' } },
        { type: 'hero', props: { backgroundColor: 'url(x)' } },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      name: 'نام صفحه الزامی است',
      pageKey:
        'کلید صفحه فقط می‌تواند حروف کوچک انگلیسی، عدد و خط تیره (-) داشته باشد، مثل privacy یا about-us',
      'layoutData.0.type': 'نوع مؤلفه شناخته‌شده نیست',
      'layoutData.1.props.link': 'لینک واردشده معتبر نیست',
      'layoutData.1.props.size': 'مقدار واردشده نامعتبر است',
      'layoutData.2.props.backgroundColor': 'رنگ واردشده معتبر نیست',
    });
    const notJson = await api(app, asAdmin, 'POST', '/layouts', {
      name: 'الف',
      pageKey: 'a',
      layoutData: '[{',
    });
    expect(notJson.json().errors).toEqual({ layoutData: 'داده‌های چیدمان صفحه نامعتبر است' });

    const answer = await app.gql(
      graphql(
        `mutation PageLayoutAdminBadLink($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }`,
      ),
      {
        input: {
          name: 'x',
          pageKey: 'x',
          layoutData: '[{"type":"hero","props":{"buttonLink":"data:text/html,x"}}]',
        },
      },
      asAdmin.headers,
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'layoutData.0.props.buttonLink': 'لینک واردشده معتبر نیست' },
    });
  });

  it('keeps page keys unique', async ({ app, asAdmin }) => {
    await api(app, asAdmin, 'POST', '/layouts', { name: 'یک', pageKey: 'unique-one' });
    const again = await api(app, asAdmin, 'POST', '/layouts', { name: 'دو', pageKey: 'UNIQUE-ONE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ pageKey: 'این کلید صفحه قبلاً برای صفحه‌ی دیگری استفاده شده است' });
  });

  it('sanitises text-block HTML on save: stored XSS never reaches the page', async ({ app, asAdmin }) => {
    const created = await api(app, asAdmin, 'POST', '/layouts', {
      name: 'آلوده',
      pageKey: 'hostile-save',
      layoutData: [
        text('<p onclick="alert(1)">متن<img src=x onerror=alert(1)><script>alert(1)</script></p>'),
        {
          id: 'p',
          type: 'programs',
          props: { programs: [{ title: 'الف', link: '/programs/1', image: '/images/a.svg' }] },
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(components(created.json().data)[0]).toEqual(text('<p>متن</p>'));
    await api(app, asAdmin, 'POST', `/layouts/${id}/publish`);
    const shown = await publicPage(app, 'hostile-save');
    expect(JSON.parse(shown.json().data.layoutData)[0]).toEqual(text('<p>متن</p>'));
    const typed = await app.gql(
      graphql(
        `query PageLayoutAdminHostile { publicPageByKey(pageKey: "hostile-save") { content { components { props { ... on TextBlockProps { content } ... on ProgramsProps { items { link image } } } } } } }`,
      ),
    );
    expect(typed.data?.publicPageByKey?.content.components.map((c) => c.props)).toEqual([
      { content: '<p>متن</p>' },
      { items: [{ link: '/programs/1', image: '/images/a.svg' }] },
    ]);
  });

  it('publishes versions; a draft save never changes the public page; old versions restore into the draft', async ({
    app,
    asAdmin,
  }) => {
    const created = (
      await api(app, asAdmin, 'POST', '/layouts', {
        name: 'حریم',
        pageKey: 'privacy-test',
        layoutData: [text('<p>یک</p>')],
      })
    ).json().data;
    const id = created.id;

    const first = await api(app, asAdmin, 'POST', `/layouts/${id}/publish`);
    expect(first.json()).toMatchObject({
      message: 'صفحه منتشر شد',
      data: { version: 1, isPublished: true, hasUnpublishedChanges: false },
    });
    expect(first.json().data.publishedAt).not.toBeNull();
    // Publishing again with nothing new adds no version.
    expect((await api(app, asAdmin, 'POST', `/layouts/${id}/publish`)).json().data.version).toBe(1);

    const saved = await api(app, asAdmin, 'PUT', `/layouts/${id}`, {
      name: 'حریم خصوصی',
      pageKey: 'privacy-test',
      layoutData: JSON.stringify([text('<p>دو</p>')]),
    });
    expect(saved.json()).toMatchObject({
      message: 'پیش‌نویس صفحه ذخیره شد',
      data: { name: 'حریم خصوصی', version: 1, isPublished: true, hasUnpublishedChanges: true },
    });
    const shown = (await publicPage(app, 'privacy-test')).json().data;
    expect(shown).toMatchObject({ name: 'حریم', version: 1 });
    expect(JSON.parse(shown.layoutData)).toEqual([text('<p>یک</p>')]);

    expect((await api(app, asAdmin, 'POST', `/layouts/${id}/publish`)).json().data).toMatchObject({
      version: 2,
      hasUnpublishedChanges: false,
    });
    expect(JSON.parse((await publicPage(app, 'privacy-test')).json().data.layoutData)).toEqual([
      text('<p>دو</p>'),
    ]);

    const versions = (await api(app, asAdmin, 'GET', `/layouts/${id}/versions`)).json().data;
    expect(versions.map((v: { version: number; isLatest: boolean }) => [v.version, v.isLatest])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[0].publishedByName).toBeTruthy();

    const restored = await api(app, asAdmin, 'POST', `/layouts/${id}/versions/1/restore`);
    expect(restored.json().data).toMatchObject({ name: 'حریم', version: 2, hasUnpublishedChanges: true });
    expect(components(restored.json().data)).toEqual([text('<p>یک</p>')]);
    expect((await publicPage(app, 'privacy-test')).json().data.name).toBe('حریم خصوصی');
    expect((await api(app, asAdmin, 'POST', `/layouts/${id}/versions/9/restore`)).statusCode).toBe(404);

    const gql = await app.gql(
      graphql(`mutation PageLayoutAdminPublish($id: Int!) { publishPageLayout(id: $id) { version } }`),
      { id },
      asAdmin.headers,
    );
    expect(gql.data?.publishPageLayout.version).toBe(3);
    expect((await publicPage(app, 'privacy-test')).json().data.name).toBe('حریم');

    const audited = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'pageLayout'), eq(auditLog.objectId, String(id))));
    expect(audited.map((row) => row.action).sort()).toEqual(
      ['create', 'publish', 'update', 'publish', 'restore', 'publish'].sort(),
    );
  });

  it('a changed page key moves the public page only when published', async ({ app, asAdmin }) => {
    const id = (await api(app, asAdmin, 'POST', '/layouts', { name: 'الف', pageKey: 'old-key' })).json().data
      .id;
    await api(app, asAdmin, 'POST', `/layouts/${id}/publish`);
    await api(app, asAdmin, 'PUT', `/layouts/${id}`, { name: 'الف', pageKey: 'new-key' });
    expect((await publicPage(app, 'old-key')).statusCode).toBe(200);
    expect((await publicPage(app, 'new-key')).statusCode).toBe(404);
    await api(app, asAdmin, 'POST', `/layouts/${id}/publish`);
    expect((await publicPage(app, 'old-key')).statusCode).toBe(404);
    expect((await publicPage(app, 'new-key')).statusCode).toBe(200);
  });

  it('duplicates under a new name with a free page key, as a draft', async ({ app, asAdmin }) => {
    const id = (
      await api(app, asAdmin, 'POST', '/layouts', {
        name: 'اصل',
        pageKey: 'origin',
        layoutData: [text('<p>x</p>')],
      })
    ).json().data.id;
    const copy = await api(
      app,
      asAdmin,
      'POST',
      `/layouts/${id}/duplicate?name=${encodeURIComponent('رونوشت')}`,
    );
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ name: 'رونوشت', pageKey: 'origin-copy', isPublished: false });
    expect(components(copy.json().data)).toEqual([text('<p>x</p>')]);
    const second = await api(
      app,
      asAdmin,
      'POST',
      `/layouts/${id}/duplicate?name=${encodeURIComponent('دومی')}`,
    );
    expect(second.json().data.pageKey).toBe('origin-copy-2');
    const blank = await api(app, asAdmin, 'POST', `/layouts/${id}/duplicate?name=%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'نام صفحه الزامی است' });
    expect((await api(app, asAdmin, 'POST', '/layouts/999999/duplicate?name=x')).statusCode).toBe(404);
  });

  it('deletes a layout with its versions; its page is gone', async ({ app, asAdmin }) => {
    const id = (await api(app, asAdmin, 'POST', '/layouts', { name: 'موقت', pageKey: 'temporary' })).json()
      .data.id;
    await api(app, asAdmin, 'POST', `/layouts/${id}/publish`);
    const deleted = await api(app, asAdmin, 'DELETE', `/layouts/${id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'چیدمان صفحه حذف شد', data: null });
    expect((await publicPage(app, 'temporary')).statusCode).toBe(404);
    expect(await app.db.$count(pageLayoutVersions, eq(pageLayoutVersions.layoutId, id))).toBe(0);
    expect((await api(app, asAdmin, 'GET', `/layouts/${id}`)).statusCode).toBe(404);
    expect((await api(app, asAdmin, 'DELETE', `/layouts/${id}`)).statusCode).toBe(404);
  });

  it('answers the templates, one layout and a search', async ({ app, asAdmin }) => {
    const templates = (await api(app, asAdmin, 'GET', '/templates')).json().data;
    expect(templates.map((tpl: { key: string }) => tpl.key)).toEqual([
      'empty',
      'text-page',
      'landing',
      'faq',
    ]);
    for (const tpl of templates) expect(Array.isArray(JSON.parse(tpl.layoutData))).toBe(true);

    const found = (await api(app, asAdmin, 'GET', `/search?query=${encodeURIComponent('اصل')}`)).json().data;
    expect(found.map((l: { pageKey: string }) => l.pageKey)).toEqual(['origin']);
    expect((await api(app, asAdmin, 'GET', '/search?query=ORIGIN-copy')).json().data).toHaveLength(2);
    expect((await api(app, asAdmin, 'GET', '/search?query=%25')).json().data).toEqual([]);
    const all = (await api(app, asAdmin, 'GET', '/layouts')).json().data;
    expect(all.length).toBeGreaterThan(5);
    const one = (await api(app, asAdmin, 'GET', `/layouts/${all[0].id}`)).json().data;
    expect(one).toMatchObject({ id: all[0].id, pageKey: all[0].pageKey });
  });

  it('initialises the defaults once, publishing every footer page, and never overwrites a page', async ({
    app,
    asAdmin,
  }) => {
    await api(app, asAdmin, 'POST', '/layouts', { name: 'حریم خصوصی من', pageKey: 'privacy' });
    const first = await api(app, asAdmin, 'POST', '/initialize-defaults');
    expect(first.json().message).toBe('صفحه‌های پیش‌فرض آماده شد');
    const keys = first.json().data.map((l: { pageKey: string }) => l.pageKey);
    for (const { pageKey } of DEFAULT_PAGE_LAYOUTS) expect(keys).toContain(pageKey);
    const mine = first.json().data.find((l: { pageKey: string }) => l.pageKey === 'privacy');
    expect(mine).toMatchObject({ name: 'حریم خصوصی من', isPublished: false });
    for (const key of ['terms', 'faq', 'cookies', 'home']) {
      expect((await publicPage(app, key)).statusCode).toBe(200);
    }
    expect((await publicPage(app, 'privacy')).statusCode).toBe(404);
    const again = await api(app, asAdmin, 'POST', '/initialize-defaults');
    expect(again.json().data).toHaveLength(first.json().data.length);
    const created = await app.db.$count(
      auditLog,
      and(eq(auditLog.objectType, 'pageLayout'), eq(auditLog.action, 'create')),
    );
    expect(created).toBeGreaterThanOrEqual(DEFAULT_PAGE_LAYOUTS.length - 1);
  });
});
