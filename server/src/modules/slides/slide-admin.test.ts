import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, files } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { type SignedIn, testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { PICTURE_SITE_ENV } from '../../testing/picture-sites';
import type { TestApp } from '../../testing/test-app';

const ADMIN_SLIDES = graphql(`query SlideAdminList { adminSlides { id } }`);

const it = testWith(PICTURE_SITE_ENV);

it.beforeAll(async ({ app }) => {
  await app.db.insert(files).values([
    { storageKey: 'images/slide-a.png', url: '/uploads/images/slide-a.png', mimeType: 'image/png', size: 10 },
    { storageKey: 'videos/clip.mp4', url: '/uploads/videos/clip.mp4', mimeType: 'video/mp4', size: 10 },
    // Pictures the file store (S3) holds: the only absolute picture addresses a slide may have.
    { storageKey: 'slide.jpg', url: 'https://files.example.org/slide.jpg', mimeType: 'image/jpeg', size: 10 },
    { storageKey: 'x.png', url: 'https://files.example.org/x.png', mimeType: 'image/png', size: 10 },
    { storageKey: 'a.png', url: 'https://files.example.org/a.png', mimeType: 'image/png', size: 10 },
  ]);
});

const create = (app: TestApp, asAdmin: SignedIn, body: Record<string, unknown>) =>
  app.rest('POST', '/api/admin/slides', body, asAdmin.headers);
const publicTitles = async (app: TestApp) =>
  (await app.rest('GET', '/api/public/slides')).json().data.map((s: { title: string }) => s.title);
const adminList = async (app: TestApp, asAdmin: SignedIn) =>
  (await app.rest('GET', '/api/admin/slides', undefined, asAdmin.headers)).json().data;

const SLIDE_FIELDS = 'id title description imageUrl link displayOrder published showTitle';

describe('slide management (admin)', () => {
  it('is for admins only, through both doors', async ({ app }) => {
    expect((await app.rest('GET', '/api/admin/slides')).statusCode).toBe(401);
    await insertUser(app, '09120000052', { userType: 'STAFF' });
    const staff = bearer(await tokenFor(app, '09120000052'));
    const refused = await app.rest(
      'POST',
      '/api/admin/slides',
      { title: 'x', imageUrl: 'https://files.example.org/x.png' },
      staff,
    );
    expect(refused.statusCode).toBe(403);
    const answer = await app.gql(ADMIN_SLIDES, undefined, staff);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('creates with the defaults over REST, from an uploaded image or a web address', async ({
    app,
    asAdmin,
  }) => {
    const uploaded = await create(app, asAdmin, {
      title: 'اسلاید آپلودی',
      imageUrl: '/uploads/images/slide-a.png',
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({
      success: true,
      message: 'اسلاید با موفقیت ایجاد شد',
      data: {
        title: 'اسلاید آپلودی',
        description: null,
        imageUrl: '/uploads/images/slide-a.png',
        link: null,
        displayOrder: 0,
        published: true,
        showTitle: true,
      },
    });
    const typed = await create(app, asAdmin, {
      title: '  اسلاید وب  ',
      description: 'توضیح',
      imageUrl: 'https://files.example.org/slide.jpg',
      link: 'https://example.org/more',
      displayOrder: '۲',
      published: false,
      showTitle: 'false',
    });
    expect(typed.json().data).toMatchObject({
      title: 'اسلاید وب',
      displayOrder: 2,
      published: false,
      showTitle: false,
    });
  });

  it('answers each rule on its field in Persian, never a 500', async ({ app, asAdmin }) => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ imageUrl: '/uploads/images/slide-a.png' }, 'title', 'عنوان اسلاید الزامی است'],
      [{ title: 'الف' }, 'imageUrl', 'تصویر اسلاید الزامی است'],
      [
        { title: 'الف', imageUrl: 'javascript:alert(1)' },
        'imageUrl',
        'نشانی تصویر باید لینک http یا https یا تصویری آپلودشده در همین سایت باشد',
      ],
      [
        { title: 'الف', imageUrl: '/uploads/images/never-uploaded.png' },
        'imageUrl',
        'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
      ],
      [
        { title: 'الف', imageUrl: '/uploads/videos/clip.mp4' },
        'imageUrl',
        'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
      ],
      [
        { title: 'الف', imageUrl: '/images/slides/slide-1.svg', link: 'ftp://example.org' },
        'link',
        'لینک اسلاید باید با http:// یا https:// شروع شود یا مسیری در همین سایت باشد',
      ],
      [
        { title: 'الف', imageUrl: '/images/slides/slide-1.svg', displayOrder: -1 },
        'displayOrder',
        'ترتیب نمایش نمی‌تواند منفی باشد',
      ],
      [
        { title: 'الف', imageUrl: '/images/slides/slide-1.svg', displayOrder: 'یک' },
        'displayOrder',
        'ترتیب نمایش باید یک عدد باشد',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(app, asAdmin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    const gql = await app.gql(
      graphql(`mutation SlideAdminCreate($input: SlideInput!) { createSlide(input: $input) { id } }`),
      { input: { title: '', imageUrl: 'https://files.example.org/x.png' } },
      asAdmin.headers,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { title: 'عنوان اسلاید الزامی است' },
    });
  });

  it('updates, unpublishes and deletes; the public carousel follows at once', async ({ app, asAdmin }) => {
    const id = (
      await create(app, asAdmin, {
        title: 'برای ویرایش',
        imageUrl: '/images/slides/slide-2.svg',
        displayOrder: 1,
      })
    ).json().data.id;
    expect(await publicTitles(app)).toContain('برای ویرایش');
    const updated = await app.rest(
      'PUT',
      `/api/admin/slides/${id}`,
      { title: 'ویرایش‌شده', imageUrl: '/images/slides/slide-2.svg', link: '/programs', published: false },
      asAdmin.headers,
    );
    expect(updated.json()).toMatchObject({
      message: 'اسلاید با موفقیت به‌روزرسانی شد',
      data: { id, title: 'ویرایش‌شده', link: '/programs', published: false, displayOrder: 0 },
    });
    expect(await publicTitles(app)).not.toContain('ویرایش‌شده');
    const republished = await app.gql<{ updateSlide: { published: boolean } }>(
      `mutation ($id: Int!, $input: SlideInput!) { updateSlide(id: $id, input: $input) { ${SLIDE_FIELDS} } }`,
      { id, input: { title: 'ویرایش‌شده', imageUrl: '/images/slides/slide-2.svg' } },
      asAdmin.headers,
    );
    expect(republished.data?.updateSlide.published).toBe(true);
    expect(await publicTitles(app)).toContain('ویرایش‌شده');
    const removed = await app.rest('DELETE', `/api/admin/slides/${id}`, undefined, asAdmin.headers);
    expect(removed.json()).toEqual({ success: true, message: 'اسلاید با موفقیت حذف شد', data: null });
    expect(await publicTitles(app)).not.toContain('ویرایش‌شده');
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PUT', { title: 'الف', imageUrl: '/images/a.svg' }],
    ] as const) {
      const gone = await app.rest(method, `/api/admin/slides/${id}`, body, asAdmin.headers);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('اسلاید مورد نظر یافت نشد');
    }
  });

  it('lists every slide, unpublished too, by displayOrder then id', async ({ app, asAdmin }) => {
    const list = await adminList(app, asAdmin);
    const orders = list.map((s: { displayOrder: number; id: number }) => [s.displayOrder, s.id]);
    expect(orders).toEqual([...orders].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(list.some((s: { published: boolean }) => !s.published)).toBe(true);
    const gql = await app.gql(ADMIN_SLIDES, undefined, asAdmin.headers);
    expect(gql.data?.adminSlides.map((s) => s.id)).toEqual(list.map((s: { id: number }) => s.id));
  });

  it('saves the drag order (PUT /admin/slides/order), refusing a partial or stale list', async ({
    app,
    asAdmin,
  }) => {
    const ids: number[] = (await adminList(app, asAdmin)).map((s: { id: number }) => s.id);
    const reversed = [...ids].reverse();
    const saved = await app.rest('PUT', '/api/admin/slides/order', { ids: reversed }, asAdmin.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('ترتیب اسلایدها ذخیره شد');
    expect(
      saved.json().data.map((s: { id: number; displayOrder: number }) => [s.id, s.displayOrder]),
    ).toEqual(reversed.map((id, i) => [id, i + 1]));
    expect((await adminList(app, asAdmin)).map((s: { id: number }) => s.id)).toEqual(reversed);

    const twice = await app.rest(
      'PUT',
      '/api/admin/slides/order',
      { ids: [reversed[0], ...reversed] },
      asAdmin.headers,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.ids).toBe('ترتیب باید همه‌ی اسلایدها را دقیقاً یک بار داشته باشد');
    const partial = await app.gql(
      graphql(`mutation SlideAdminReorder($ids: [Int!]!) { reorderSlides(ids: $ids) { id } }`),
      { ids: reversed.slice(1) },
      asAdmin.headers,
    );
    expect(partial.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(partial.errors?.[0].message).toBe(
      'فهرست اسلایدها در این میان تغییر کرده است؛ صفحه را دوباره بارگذاری کنید',
    );
  });

  it('audits each write in its transaction, with the changed fields', async ({ app, asAdmin }) => {
    const id = (
      await create(app, asAdmin, { title: 'ممیزی', imageUrl: 'https://files.example.org/a.png' })
    ).json().data.id;
    await app.rest(
      'PUT',
      `/api/admin/slides/${id}`,
      { title: 'ممیزی ۲', imageUrl: 'https://files.example.org/a.png' },
      asAdmin.headers,
    );
    const ids: number[] = (await adminList(app, asAdmin)).map((s: { id: number }) => s.id);
    await app.rest(
      'PUT',
      '/api/admin/slides/order',
      { ids: [id, ...ids.filter((x) => x !== id)] },
      asAdmin.headers,
    );
    await app.rest('DELETE', `/api/admin/slides/${id}`, undefined, asAdmin.headers);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    expect(entries.every((e) => e.objectType === 'slide')).toBe(true);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'reorder', 'delete']);
    expect(entries[1].changes).toEqual({ title: { before: 'ممیزی', after: 'ممیزی ۲' } });
    expect(entries[2].changes).toMatchObject({ displayOrder: { after: 1 } });
  });
});
