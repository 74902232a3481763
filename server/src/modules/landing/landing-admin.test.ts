import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, landingContents } from '../../db/schema';
import { seedLandingContents } from '../../db/seed/landing';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;

const BASE = '/api/admin/landing-content';

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, '09120000051', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120000051'));
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => t.rest('POST', BASE, body, admin);
const get = async (path: string) => (await t.rest('GET', `${BASE}${path}`, undefined, admin)).json();
const publicLanding = async () => (await t.rest('GET', '/api/public/landing')).json().data;

describe('landing content management (admin)', () => {
  it('is for admins only', async () => {
    expect((await t.rest('GET', BASE)).statusCode).toBe(401);
    await insertUser(t, '09120000052', { userType: 'DONOR' });
    const donor = bearer(await tokenFor(t, '09120000052'));
    expect((await t.rest('POST', `${BASE}/initialize`, {}, donor)).statusCode).toBe(403);
    const answer = await t.gql('{ adminLandingSections { section } }', {}, donor);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('resets to the seed texts in one call and answers them by section and order', async () => {
    await create({ sectionKey: 'hero.subtitle', orderIndex: 9, content: 'پیش از بازنشانی' });
    const reset = await t.rest('POST', `${BASE}/initialize`, {}, admin);
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
    const sections = await get('/sections');
    expect(sections.data).toEqual([
      { section: 'hero', count: 2, activeCount: 2 },
      { section: 'stats', count: 6, activeCount: 6 },
      { section: 'programs', count: 6, activeCount: 6 },
      { section: 'testimonials', count: 3, activeCount: 3 },
      { section: 'cta', count: 2, activeCount: 2 },
    ]);
    expect((await publicLanding()).cta.title).toBe('شما هم سهمی در آینده‌ی آن‌ها داشته باشید');
  });

  it('creates, reads by id and key, updates, toggles and deletes; the public landing follows at once', async () => {
    const created = await create({
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
    expect((await publicLanding()).cta.title).toBe('همین امروز حامی شوید');

    expect((await get(`/${item.id}`)).data.content).toBe('همین امروز حامی شوید');
    expect((await get('/key/cta.title')).data.id).toBe(item.id);

    const updated = await t.rest(
      'PUT',
      `${BASE}/${item.id}`,
      { sectionKey: 'cta.title', orderIndex: '۰', content: 'متن تازه' },
      admin,
    );
    expect(updated.json()).toMatchObject({
      message: 'تغییرات با موفقیت ذخیره شد',
      data: { content: 'متن تازه', linkUrl: null, isActive: true },
    });
    expect((await publicLanding()).cta.title).toBe('متن تازه');

    const off = await t.rest('PUT', `${BASE}/${item.id}/toggle-status`, undefined, admin);
    expect(off.json()).toMatchObject({ message: 'محتوا غیرفعال شد', data: { isActive: false } });
    // The seed's own cta.title is used again; the active list leaves the item out.
    expect((await publicLanding()).cta.title).toBe('شما هم سهمی در آینده‌ی آن‌ها داشته باشید');
    expect((await get('/active')).data.map((i: { id: number }) => i.id)).not.toContain(item.id);
    // Still off after an edit that does not name isActive.
    const edited = await t.rest(
      'PUT',
      `${BASE}/${item.id}`,
      { sectionKey: 'cta.title', orderIndex: 0 },
      admin,
    );
    expect(edited.json().data.isActive).toBe(false);

    const removed = await t.rest('DELETE', `${BASE}/${item.id}`, undefined, admin);
    expect(removed.json()).toEqual({ success: true, message: 'محتوا با موفقیت حذف شد', data: null });
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/toggle-status'],
      ['DELETE', ''],
    ]) {
      const gone = await t.rest(method, `${BASE}/${item.id}${path}`, undefined, admin);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('محتوای مورد نظر یافت نشد');
    }
    expect((await t.rest('GET', `${BASE}/key/cta.nothing`, undefined, admin)).statusCode).toBe(404);
  });

  it('switching every cta.title off leaves the public field empty (the client shows its built-in text)', async () => {
    const rows = await t.db.select().from(landingContents).where(eq(landingContents.sectionKey, 'cta.title'));
    for (const row of rows) await t.rest('PUT', `${BASE}/${row.id}/toggle-status`, undefined, admin);
    expect((await publicLanding()).cta.title).toBeNull();
    const sections = await get('/sections');
    expect(sections.data.find((s: { section: string }) => s.section === 'cta')).toEqual({
      section: 'cta',
      count: 2,
      activeCount: 1,
    });
  });

  it('refuses bad input with Persian messages on the fields, never a 500', async () => {
    const missing = await create({ title: 'بی‌کلید' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      sectionKey: 'کلید بخش الزامی است',
      orderIndex: 'ترتیب نمایش الزامی است',
    });
    const badKey = await create({ sectionKey: 'footer.title', orderIndex: 1 });
    expect(badKey.json().errors.sectionKey).toContain('کلید بخش باید با یکی از بخش‌های');
    const badJson = await create({ sectionKey: 'hero.title', orderIndex: 1, extraData: '{oops' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors.extraData).toBe('داده‌های اضافی باید JSON معتبر باشد');
    const badLink = await create({ sectionKey: 'hero.title', orderIndex: 1, linkUrl: 'javascript:alert(1)' });
    expect(badLink.json().errors.linkUrl).toBe('لینک واردشده معتبر نیست');
    const badOrder = await create({ sectionKey: 'hero.title', orderIndex: 'abc' });
    expect(badOrder.statusCode).toBe(400);
    for (const body of [null, [], 'x', 0, { sectionKey: { $ne: 1 }, orderIndex: [1] }]) {
      for (const [method, path] of [
        ['POST', ''],
        ['PUT', '/1'],
      ]) {
        const odd = await t.rest(method, `${BASE}${path}`, body, admin);
        expect(odd.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const badId = await t.rest('GET', `${BASE}/abc`, undefined, admin);
    expect(badId.statusCode).toBe(400);

    const gql = await t.gql(
      'mutation ($input: LandingContentInput!) { createLandingContent(input: $input) { id } }',
      { input: { sectionKey: 'stats', orderIndex: 1 } },
      admin,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(gql.errors?.[0].extensions?.fieldErrors).toMatchObject({
      sectionKey: expect.stringContaining('کلید بخش باید'),
    });
  });

  it('searches key, title, subtitle and content, Persian-normalised', async () => {
    await create({
      sectionKey: 'programs.supplies',
      orderIndex: 7,
      title: 'كارگاه‌هاي تابستانی',
      subtitle: 'سال ۱۴۰۴',
    });
    const search = async (keyword: string) =>
      (await get(`/search?keyword=${encodeURIComponent(keyword)}`)).data.map(
        (i: { sectionKey: string }) => i.sectionKey,
      );
    // Arabic ك/ي, the ZWNJ and Persian digits compare equal to their Persian/Latin twins.
    expect(await search('کارگاههای')).toEqual(['programs.supplies']);
    expect(await search('1404 تابستانی')).toEqual(['programs.supplies']);
    expect(await search('programs.supplies')).toEqual(['programs.supplies', 'programs.supplies']);
    expect(await search('برنامه‌ها')).toEqual(expect.arrayContaining(['programs.title']));
    expect(await search('هیچ‌چیز-ناموجود')).toEqual([]);
    // A blank keyword is the whole list.
    expect((await search('  ')).length).toBe((await get('')).data.length);

    const gql = await t.gql<{ adminLandingContents: Array<{ sectionKey: string }> }>(
      'query ($k: String) { adminLandingContents(keyword: $k) { sectionKey } }',
      { k: 'تابستاني' },
      admin,
    );
    expect(gql.data?.adminLandingContents.map((i) => i.sectionKey)).toEqual(['programs.supplies']);
  });

  it('answers through GraphQL too, and audits every write in its transaction', async () => {
    const q = `mutation ($input: LandingContentInput!) {
      createLandingContent(input: $input) { id section isActive }
    }`;
    const made = await t.gql<{ createLandingContent: { id: number; section: string } }>(
      q,
      { input: { sectionKey: 'testimonials.subtitle', orderIndex: 4, content: 'یادداشت' } },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const id = made.data?.createLandingContent.id as number;
    expect(made.data?.createLandingContent.section).toBe('testimonials');
    const toggled = await t.gql<{ toggleLandingContent: { isActive: boolean } }>(
      'mutation ($id: Int!) { toggleLandingContent(id: $id) { isActive } }',
      { id },
      admin,
    );
    expect(toggled.data?.toggleLandingContent.isActive).toBe(false);
    const one = await t.gql<{ adminLandingContent: { content: string } | null }>(
      'query ($id: Int!) { adminLandingContent(id: $id) { content } }',
      { id },
      admin,
    );
    expect(one.data?.adminLandingContent?.content).toBe('یادداشت');
    const gone = await t.gql<{ deleteLandingContent: { ok: boolean } }>(
      'mutation ($id: Int!) { deleteLandingContent(id: $id) { ok message } }',
      { id },
      admin,
    );
    expect(gone.data?.deleteLandingContent.ok).toBe(true);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.objectType, 'landingContent'));
    const own = entries.filter((e) => e.objectId === String(id));
    expect(own.map((e) => e.action)).toEqual(['create', 'status', 'delete']);
    expect(own[1].changes).toEqual({ isActive: { before: true, after: false } });
    const reset = entries.find((e) => e.action === 'reset');
    expect(reset?.changes).toMatchObject({ items: { after: seedLandingContents.length } });
  });
});
