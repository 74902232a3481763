import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, landingContents } from '../../db/schema';
import { seedLandingContents } from '../../db/seed/landing';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it, type SignedIn } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const BASE = '/api/admin/landing-content';

const create = (app: TestApp, asAdmin: SignedIn, body: Record<string, unknown>) =>
  app.rest('POST', BASE, body, asAdmin.headers);
const get = async (app: TestApp, asAdmin: SignedIn, path: string) =>
  (await app.rest('GET', `${BASE}${path}`, undefined, asAdmin.headers)).json();
const publicLanding = async (app: TestApp) => (await app.rest('GET', '/api/public/landing')).json().data;

describe('landing content management (admin)', () => {
  it('is for admins only', async ({ app }) => {
    expect((await app.rest('GET', BASE)).statusCode).toBe(401);
    await insertUser(app, '09120000052', { userType: 'DONOR' });
    const donor = bearer(await tokenFor(app, '09120000052'));
    expect((await app.rest('POST', `${BASE}/initialize`, {}, donor)).statusCode).toBe(403);
    const answer = await app.gql(
      graphql(`query LandingAdminSections { adminLandingSections { section } }`),
      {},
      donor,
    );
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('resets to the seed texts in one call and answers them by section and order', async ({
    app,
    asAdmin,
  }) => {
    await create(app, asAdmin, { sectionKey: 'hero.subtitle', orderIndex: 9, content: 'پیش از بازنشانی' });
    const reset = await app.rest('POST', `${BASE}/initialize`, {}, asAdmin.headers);
    expect(reset.statusCode).toBe(200);
    const body = reset.json();
    expect(body.message).toBe('محتوای صفحه‌ی اصلی به حالت پیش‌فرض بازگردانده شد');
    expect(body.data).toHaveLength(seedLandingContents.length);
    expect(body.data.map((i: { sectionKey: string }) => i.sectionKey).slice(0, 3)).toEqual([
      'hero.title',
      'hero.subtitle',
      'stats.title',
    ]);
    expect(body.data[0]).toMatchObject({ section: 'hero', isActive: true, orderIndex: 1 });
    const sections = await get(app, asAdmin, '/sections');
    expect(sections.data).toEqual([
      { section: 'hero', count: 2, activeCount: 2 },
      { section: 'stats', count: 6, activeCount: 6 },
      { section: 'programs', count: 6, activeCount: 6 },
      { section: 'testimonials', count: 3, activeCount: 3 },
      { section: 'cta', count: 2, activeCount: 2 },
    ]);
    expect((await publicLanding(app)).cta.title).toBe('شما هم سهمی در آینده‌ی آن‌ها داشته باشید');
  });

  it('creates, reads by id and key, updates, toggles and deletes; the public landing follows at once', async ({
    app,
    asAdmin,
  }) => {
    const created = await create(app, asAdmin, {
      sectionKey: 'cta.title',
      orderIndex: 0,
      title: 'عنوان دعوت',
      content: 'همین امروز حامی شوید',
      linkUrl: '/donate',
      extraData: '{"color":"blue"}',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(created.json().message).toBe('محتوا با موفقیت ایجاد شد');
    expect(item).toMatchObject({ section: 'cta', isActive: true, extraData: '{"color":"blue"}' });
    expect((await publicLanding(app)).cta.title).toBe('همین امروز حامی شوید');

    expect((await get(app, asAdmin, `/${item.id}`)).data.content).toBe('همین امروز حامی شوید');
    expect((await get(app, asAdmin, '/key/cta.title')).data.id).toBe(item.id);

    const updated = await app.rest(
      'PUT',
      `${BASE}/${item.id}`,
      { sectionKey: 'cta.title', orderIndex: '۰', content: 'متن تازه' },
      asAdmin.headers,
    );
    expect(updated.json()).toMatchObject({
      message: 'تغییرات با موفقیت ذخیره شد',
      data: { content: 'متن تازه', linkUrl: null, isActive: true },
    });
    expect((await publicLanding(app)).cta.title).toBe('متن تازه');

    const off = await app.rest('PUT', `${BASE}/${item.id}/toggle-status`, undefined, asAdmin.headers);
    expect(off.json()).toMatchObject({ message: 'محتوا غیرفعال شد', data: { isActive: false } });
    // The seed's own cta.title is used again; the active list leaves the item out.
    expect((await publicLanding(app)).cta.title).toBe('شما هم سهمی در آینده‌ی آن‌ها داشته باشید');
    expect((await get(app, asAdmin, '/active')).data.map((i: { id: number }) => i.id)).not.toContain(item.id);
    // Still off after an edit that does not name isActive.
    const edited = await app.rest(
      'PUT',
      `${BASE}/${item.id}`,
      { sectionKey: 'cta.title', orderIndex: 0 },
      asAdmin.headers,
    );
    expect(edited.json().data.isActive).toBe(false);

    const removed = await app.rest('DELETE', `${BASE}/${item.id}`, undefined, asAdmin.headers);
    expect(removed.json()).toEqual({ success: true, message: 'محتوا با موفقیت حذف شد', data: null });
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/toggle-status'],
      ['DELETE', ''],
    ]) {
      const gone = await app.rest(method, `${BASE}/${item.id}${path}`, undefined, asAdmin.headers);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('محتوای مورد نظر یافت نشد');
    }
    expect((await app.rest('GET', `${BASE}/key/cta.nothing`, undefined, asAdmin.headers)).statusCode).toBe(
      404,
    );
  });

  it('switching every cta.title off leaves the public field empty (the client shows its built-in text)', async ({
    app,
    asAdmin,
  }) => {
    const rows = await app.db
      .select()
      .from(landingContents)
      .where(eq(landingContents.sectionKey, 'cta.title'));
    for (const row of rows)
      await app.rest('PUT', `${BASE}/${row.id}/toggle-status`, undefined, asAdmin.headers);
    expect((await publicLanding(app)).cta.title).toBeNull();
    const sections = await get(app, asAdmin, '/sections');
    expect(sections.data.find((s: { section: string }) => s.section === 'cta')).toEqual({
      section: 'cta',
      count: 2,
      activeCount: 1,
    });
  });

  it('refuses bad input with Persian messages on the fields, never a 500', async ({ app, asAdmin }) => {
    const missing = await create(app, asAdmin, { title: 'بی‌کلید' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      sectionKey: 'کلید بخش الزامی است',
      orderIndex: 'ترتیب نمایش الزامی است',
    });
    const badKey = await create(app, asAdmin, { sectionKey: 'footer.title', orderIndex: 1 });
    expect(badKey.json().errors.sectionKey).toContain('کلید بخش باید با یکی از بخش‌های');
    const badJson = await create(app, asAdmin, {
      sectionKey: 'hero.title',
      orderIndex: 1,
      extraData: '{oops',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors.extraData).toBe('داده‌های اضافی باید JSON معتبر باشد');
    const badLink = await create(app, asAdmin, {
      sectionKey: 'hero.title',
      orderIndex: 1,
      linkUrl: 'javascript:alert(1)',
    });
    expect(badLink.json().errors.linkUrl).toBe('لینک واردشده معتبر نیست');
    const badOrder = await create(app, asAdmin, { sectionKey: 'hero.title', orderIndex: 'abc' });
    expect(badOrder.statusCode).toBe(400);
    for (const body of [null, [], 'x', 0, { sectionKey: { $ne: 1 }, orderIndex: [1] }]) {
      for (const [method, path] of [
        ['POST', ''],
        ['PUT', '/1'],
      ]) {
        const odd = await app.rest(method, `${BASE}${path}`, body, asAdmin.headers);
        expect(odd.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const badId = await app.rest('GET', `${BASE}/abc`, undefined, asAdmin.headers);
    expect(badId.statusCode).toBe(400);

    const gql = await app.gql(
      graphql(
        `mutation LandingAdminCreateBad($input: LandingContentInput!) { createLandingContent(input: $input) { id } }`,
      ),
      { input: { sectionKey: 'stats', orderIndex: 1 } },
      asAdmin.headers,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(gql.errors?.[0].extensions?.fieldErrors).toMatchObject({
      sectionKey: expect.stringContaining('کلید بخش باید'),
    });
  });

  it('searches key, title, subtitle and content, Persian-normalised', async ({ app, asAdmin }) => {
    await create(app, asAdmin, {
      sectionKey: 'programs.supplies',
      orderIndex: 7,
      title: 'كارگاه‌هاي تابستانی',
      subtitle: 'سال ۱۴۰۴',
    });
    const search = async (keyword: string) =>
      (await get(app, asAdmin, `/search?keyword=${encodeURIComponent(keyword)}`)).data.map(
        (i: { sectionKey: string }) => i.sectionKey,
      );
    // Arabic ك/ي, the ZWNJ and Persian digits compare equal to their Persian/Latin twins.
    expect(await search('کارگاههای')).toEqual(['programs.supplies']);
    expect(await search('1404 تابستانی')).toEqual(['programs.supplies']);
    expect(await search('programs.supplies')).toEqual(['programs.supplies', 'programs.supplies']);
    expect(await search('برنامه‌ها')).toEqual(expect.arrayContaining(['programs.title']));
    expect(await search('هیچ‌چیز-ناموجود')).toEqual([]);
    // A blank keyword is the whole list.
    expect((await search('  ')).length).toBe((await get(app, asAdmin, '')).data.length);

    const gql = await app.gql(
      graphql(`query LandingAdminSearch($k: String) { adminLandingContents(keyword: $k) { sectionKey } }`),
      { k: 'تابستاني' },
      asAdmin.headers,
    );
    expect(gql.data?.adminLandingContents.map((i) => i.sectionKey)).toEqual(['programs.supplies']);
  });

  it('answers through GraphQL too, and audits every write in its transaction', async ({ app, asAdmin }) => {
    const q = graphql(`mutation LandingAdminCreate($input: LandingContentInput!) {
      createLandingContent(input: $input) { id section isActive }
    }`);
    const made = await app.gql(
      q,
      { input: { sectionKey: 'testimonials.subtitle', orderIndex: 4, content: 'یادداشت' } },
      asAdmin.headers,
    );
    expect(made.errors).toBeUndefined();
    const id = made.data?.createLandingContent.id as number;
    expect(made.data?.createLandingContent.section).toBe('testimonials');
    const toggled = await app.gql(
      graphql(`mutation LandingAdminToggle($id: Int!) { toggleLandingContent(id: $id) { isActive } }`),
      { id },
      asAdmin.headers,
    );
    expect(toggled.data?.toggleLandingContent.isActive).toBe(false);
    const one = await app.gql(
      graphql(`query LandingAdminOne($id: Int!) { adminLandingContent(id: $id) { content } }`),
      { id },
      asAdmin.headers,
    );
    expect(one.data?.adminLandingContent?.content).toBe('یادداشت');
    const gone = await app.gql(
      graphql(`mutation LandingAdminDelete($id: Int!) { deleteLandingContent(id: $id) { ok message } }`),
      { id },
      asAdmin.headers,
    );
    expect(gone.data?.deleteLandingContent.ok).toBe(true);

    const entries = await app.db.select().from(auditLog).where(eq(auditLog.objectType, 'landingContent'));
    const own = entries.filter((e) => e.objectId === String(id));
    expect(own.map((e) => e.action)).toEqual(['create', 'status', 'delete']);
    expect(own[1].changes).toEqual({ isActive: { before: true, after: false } });
    const reset = entries.find((e) => e.action === 'reset');
    expect(reset?.changes).toMatchObject({ items: { after: seedLandingContents.length } });
  });
});
