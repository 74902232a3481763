import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../../../scripts/client-build.mjs';
import { bearer, insertUser, tokenFor } from '../testing/accounts';
import { insertProgram } from '../testing/fundraising';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDriver } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  ensureClientBuilt();
  t = await createTestApp({ SERVE_CLIENT: 'true', PUBLIC_URL: 'https://noordanesh.example' });
  // The first page loads the renderer's bundle and route chunks; on a loaded machine that alone can pass the
  // render's 5 s limit, and the page is then (rightly) left to the browser. The tests are about the render.
  await page('/programs');
}, 300_000);
afterAll(() => t?.close());

const page = (url: string) => t.app.fastify.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
const stateOf = (html: string): Record<string, Record<string, unknown>> =>
  JSON.parse(
    html.match(/<script type="application\/json" id="apollo-state">([\s\S]*?)<\/script>/)?.[1] ?? 'null',
  );

// The built client is shared by the projects; one database driver is enough to prove the rendering.
describe.skipIf(testDriver !== 'pglite')('public pages rendered on the server', () => {
  it('sends a program page readable without JavaScript, with its title, description and preview tags', async () => {
    const program = await insertProgram(t, {
      name: 'کتابخانه‌ی سیار روستا',
      description: 'رساندن کتاب به مدرسه‌های روستایی',
      imageUrl: '/uploads/images/library.jpg',
    });
    const response = await page(`/programs/${program.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>کتابخانه‌ی سیار روستا | انجمن خیریه آموزشی نور دانش</title>');
    expect(html).toContain(
      '<meta property="og:title" content="کتابخانه‌ی سیار روستا | انجمن خیریه آموزشی نور دانش" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://noordanesh.example/programs/${program.id}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://noordanesh.example/uploads/images/library.jpg" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(rootOf(html)).toContain('کتابخانه‌ی سیار روستا');
    expect(rootOf(html)).toContain('رساندن کتاب به مدرسه‌های روستایی');
    // No streamed fallbacks: their inline swap scripts would be refused by the CSP.
    expect(html).not.toContain('$RC');
  });

  it('hands the browser the Apollo cache it rendered with', async () => {
    const program = await insertProgram(t, { name: 'نوشت‌افزار برای همه' });
    const state = stateOf((await page('/programs')).body);
    expect(state[`Program:${program.id}`]?.name).toBe('نوشت‌افزار برای همه');
    expect(Object.keys(state.ROOT_QUERY ?? {}).length).toBeGreaterThan(0);
  });

  it('keeps a hostile name inert in the markup and the state', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const program = await insertProgram(t, { name: hostile });
    const html = (await page(`/programs/${program.id}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(stateOf(html)[`Program:${program.id}`]?.name).toBe(hostile);
  });

  it.each(['/', '/about', '/contact', '/courses', '/login'])('renders %s on the server', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toMatch(/<main[^>]*>[\s\S]*[\u0600-\u06FF]{3,}[\s\S]*<\/main>/);
  });

  it('renders a footer page from its published layout, and "not found" before there is one', async () => {
    expect((await page('/privacy')).statusCode).toBe(404);
    await insertUser(t, '09120000778', { userType: 'ADMIN' });
    const admin = bearer(await tokenFor(t, '09120000778'));
    expect((await t.rest('POST', '/api/admin/page-builder/initialize-defaults', {}, admin)).statusCode).toBe(
      200,
    );
    const response = await page('/privacy');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>حریم خصوصی | انجمن خیریه آموزشی نور دانش</title>');
    expect(rootOf(response.body)).toContain('چه اطلاعاتی جمع‌آوری می‌کنیم؟');
  });

  it('renders a published page at its own key, and "not found" (not home) for an unknown key', async () => {
    await insertUser(t, '09120000779', { userType: 'ADMIN' });
    const admin = bearer(await tokenFor(t, '09120000779'));
    const created = await t.rest(
      'POST',
      '/api/admin/page-builder/layouts',
      {
        name: 'راهنمای داوطلبان',
        pageKey: 'volunteer-guide',
        description: 'چگونه داوطلب انجمن شویم',
        layoutData: [{ id: 't', type: 'textBlock', props: { content: '<p>فرم داوطلبی را پر کنید.</p>' } }],
      },
      admin,
    );
    expect((await page('/volunteer-guide')).statusCode).toBe(404);
    await t.rest('POST', `/api/admin/page-builder/layouts/${created.json().data.id}/publish`, {}, admin);
    const response = await page('/volunteer-guide');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>راهنمای داوطلبان | انجمن خیریه آموزشی نور دانش</title>');
    expect(response.body).toContain('<meta name="description" content="چگونه داوطلب انجمن شویم"');
    expect(rootOf(response.body)).toContain('فرم داوطلبی را پر کنید.');
    const unknown = await page('/no-such-guide');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).toContain('صفحه مورد نظر یافت نشد');
  });

  it('answers 404 for a program or course that does not exist, with the page saying so', async () => {
    const program = await page('/programs/987654');
    expect(program.statusCode).toBe(404);
    expect(rootOf(program.body)).toContain('برنامه مورد نظر یافت نشد');
    expect((await page('/courses/987654')).statusCode).toBe(404);
  });

  it('preloads the Arabic-script font the stylesheet uses, and the stylesheet loads only two subsets', async () => {
    const html = (await page('/about')).body;
    const font = html.match(
      /<link\s+rel="preload"\s+as="font"\s+type="font\/woff2"\s+crossorigin\s+href="([^"]+)"/,
    )?.[1];
    expect(font).toMatch(/^\/assets\/vazirmatn-arabic-wght-normal-.+\.woff2$/);
    // The stylesheet is written into server-rendered pages (no extra round trip before the first paint).
    expect(html).not.toContain('rel="stylesheet"');
    // Its scripts do not compete with the first screen for bandwidth: no up-front module preloads.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/main-[^"]+\.js"><\/script>/);
    const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    expect(faces.every((face) => face.includes('font-display:swap'))).toBe(true);
    expect(faces.some((face) => face.includes(font as string))).toBe(true);
  });

  it('leaves member and admin screens to the browser', async () => {
    for (const url of ['/profile', '/notifications', '/admin']) {
      const html = (await page(url)).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="apollo-state"');
    }
  });

  it('still answers unknown /api paths with the envelope', async () => {
    const response = await page('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});
