import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoVideo } from '../../server/src/modules/uploads/video-files';
import { courseUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { api, DEMO, loginToken, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const TITLE = 'آشنایی با رباتیک برای نوجوانان';
const LOCKED_TEXT = 'متن درس قفل‌شده: مونتاژ بدنه‌ی ربات گام به گام';

interface LessonView {
  title: string;
  contentText: string | null;
}
interface CourseView {
  id: number;
  title: string;
  chapters: Array<{ title: string; lessons: LessonView[] }>;
}

describe.runIf(run)('an admin builds a course in the wizard', () => {
  const site = useSite();
  let page: Page;

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  const dialog = () => page.getByRole('dialog');

  async function addChapter(title: string) {
    await page.getByRole('button', { name: 'افزودن فصل' }).first().click();
    await dialog().getByLabel('عنوان فصل').fill(title);
    await dialog().getByRole('button', { name: 'افزودن فصل' }).click();
    await dialog().waitFor({ state: 'detached' });
  }

  async function addTextLesson(chapter: string, title: string, text: string, free = false) {
    const card = page.getByRole('article').filter({ hasText: chapter });
    await card.getByRole('button', { name: 'افزودن درس' }).click();
    await dialog().getByLabel('عنوان درس').fill(title);
    await dialog().getByLabel('نوع محتوا').selectOption('TEXT');
    await dialog().getByLabel('محتوای متنی').fill(text);
    if (free) await dialog().getByLabel('درس رایگان').check();
    await dialog().getByRole('button', { name: 'افزودن درس' }).click();
    await dialog().waitFor({ state: 'detached' });
  }

  async function findCourse(token: string): Promise<CourseView> {
    const { data } = await api<{ content: Array<{ id: number; title: string }> }>(
      site.server,
      `/courses/admin/all?query=${encodeURIComponent('رباتیک نوجوانان')}`,
      { token },
    );
    const { id } = data.content[0];
    return (await api<CourseView>(site.server, `/courses/${id}`, { token })).data;
  }

  it('publishes only once the checklist passes, and the course reaches the catalogue', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, courseUrls.create());

    await page.getByLabel('عنوان دوره').fill(TITLE);
    await page.getByLabel('دسته‌بندی').selectOption('TECHNOLOGY');
    await page.getByLabel('سطح دوره').selectOption('BEGINNER');
    // The instructor is a staff member, found by name.
    await page.getByRole('searchbox', { name: 'مدرس از کارکنان' }).fill('مینا');
    await page
      .getByRole('list', { name: 'کارکنان یافته‌شده' })
      .getByRole('button', { name: /مینا احمدی/ })
      .click();
    await tab('محتوای دوره');
    await page
      .getByLabel('توضیحات دوره')
      .fill('در این دوره نوجوانان با ساخت یک ربات ساده، مبانی رباتیک را می‌آموزند.');
    await page.getByLabel('اهداف یادگیری').fill('شناخت قطعات\nساخت ربات');

    await tab('سرفصل‌ها');
    await addChapter('مقدمه‌ی رباتیک');
    await addTextLesson('مقدمه‌ی رباتیک', 'آشنایی با قطعات', 'متن درس رایگان درباره‌ی قطعات', true);
    await addChapter('ساخت اولین ربات');
    await addTextLesson('ساخت اولین ربات', 'مونتاژ بدنه', LOCKED_TEXT);
    await addTextLesson('ساخت اولین ربات', 'برنامه‌نویسی حرکت', 'متن درس برنامه‌نویسی حرکت');

    await tab('پیش‌نمایش و انتشار');
    const publish = page.getByRole('button', { name: 'انتشار دوره' });
    expect(await publish.isDisabled()).toBe(true);
    await page.getByText('حداقل ۳ مهارت کلیدی الزامی است').waitFor();

    await tab('مهارت‌ها');
    for (const skill of ['حل مسئله', 'برنامه‌نویسی', 'کار گروهی']) {
      await page.getByLabel('افزودن مهارت').fill(skill);
      await page.getByLabel('افزودن مهارت').press('Enter');
    }
    await tab('پیش‌نمایش و انتشار');
    await page.getByText('آمادگی برای انتشار: ۷/۷').waitFor();
    await publish.click();
    await toast('دوره با موفقیت ایجاد شد');
    await page.waitForURL((url) => url.pathname === '/admin/courses');

    await page.goto(`${site.server.url}/courses`);
    await page.getByRole('link', { name: TITLE }).first().click();
    await page.getByText('مینا احمدی').first().waitFor();
  });

  it('reorders the chapters by keyboard and the public page follows', async () => {
    const token = await loginToken(site.server, DEMO.admin, DEMO.password);
    const course = await findCourse(token);
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, courseUrls.edit(course.id));
    await tab('سرفصل‌ها');
    const handle = page.getByRole('button', { name: 'جابه‌جایی فصل ساخت اولین ربات' });
    await handle.focus();
    // dnd-kit measures the list after the pick-up; each key waits for its announcement.
    await page.keyboard.press('Space');
    await page.getByText('فصل ساخت اولین ربات به جایگاه ۲ رفت.').waitFor({ state: 'attached' });
    // The keyboard sensor listens for arrows from the task after the pick-up, and moves by the rectangles it
    // measures in the frames after it: a loaded machine can announce before either is ready.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        ),
    );
    await page.keyboard.press('ArrowUp');
    await page.getByText('فصل ساخت اولین ربات به جایگاه ۱ رفت.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain('ساخت اولین ربات');
    await tab('پیش‌نمایش و انتشار');
    await page.getByRole('button', { name: 'به‌روزرسانی و انتشار' }).click();
    await toast('دوره با موفقیت به‌روزرسانی شد');

    await page.goto(`${site.server.url}/courses/${course.id}`);
    const chapters = page
      .getByRole('heading', { level: 3 })
      .filter({ hasText: /مقدمه‌ی رباتیک|ساخت اولین ربات/ });
    await chapters.first().waitFor();
    expect(await chapters.allInnerTexts()).toEqual([
      expect.stringContaining('ساخت اولین ربات'),
      expect.stringContaining('مقدمه‌ی رباتیک'),
    ]);
  });

  it('keeps a locked lesson’s content from a student who has not enrolled, over both doors', async () => {
    const adminToken = await loginToken(site.server, DEMO.admin, DEMO.password);
    const { id } = await findCourse(adminToken);
    const student = await loginToken(site.server, DEMO.student, DEMO.password);
    const rest = (await api<CourseView>(site.server, `/courses/${id}`, { token: student })).data;
    const lessons = rest.chapters.flatMap((chapter) => chapter.lessons);
    expect(lessons.find((l) => l.title === 'مونتاژ بدنه')?.contentText).toBeNull();
    expect(lessons.find((l) => l.title === 'آشنایی با قطعات')?.contentText).toBe(
      'متن درس رایگان درباره‌ی قطعات',
    );

    const response = await fetch(`${site.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student}` },
      body: JSON.stringify({
        query: 'query($id: Int!) { publicCourse(id: $id) { chapters { lessons { title contentText } } } }',
        variables: { id },
      }),
    });
    const text = await response.text();
    expect(text).not.toContain(LOCKED_TEXT);
    expect(text).toContain('متن درس رایگان درباره‌ی قطعات');
  });

  it('uploads a lesson video over a connection that drops, going on from where it stopped', async () => {
    const token = await loginToken(site.server, DEMO.admin, DEMO.password);
    const { data } = await api<{ content: Array<{ id: number }> }>(site.server, '/courses/admin/all', {
      token,
    });
    const course = data.content.at(-1);
    if (!course) throw new Error('no course to upload a video to');
    page = await site.open();
    page.setDefaultTimeout(60_000);
    await signIn(page, site.server, DEMO.admin, DEMO.password, courseUrls.videos(course.id));
    const sent: string[] = [];
    let dropped = false;
    await page.route('**/api/uploads/tus/**', async (route) => {
      const request = route.request();
      const offset = request.headers()['upload-offset'] ?? '';
      sent.push(`${request.method()} ${offset}`);
      // The second piece's connection breaks, as on a phone that loses its signal.
      if (request.method() === 'PATCH' && offset !== '0' && !dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const video = Buffer.concat([isoVideo('isom'), randomBytes(12 * 1024 * 1024)]);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'درس.mp4', mimeType: 'video/mp4', buffer: video });
    await page.getByRole('status').filter({ hasText: 'ویدیوی درس ذخیره شد' }).first().waitFor();

    expect(dropped).toBe(true);
    const afterDrop = sent.slice(sent.indexOf('HEAD '));
    expect(afterDrop[0]).toBe('HEAD ');
    // After the HEAD the upload goes on from the bytes the server holds, never from 0 again.
    expect(afterDrop.filter((line) => line === 'PATCH 0')).toEqual([]);
    expect(await page.locator('li video').first().getAttribute('src')).toMatch(/^\/uploads\/videos\//);
  });

  it('archives a course nobody enrolled in from the list, out of the catalogue, and brings it back', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, courseUrls.list());
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('button', { name: `بایگانی ${TITLE}` }).click();
    await toast('دوره بایگانی شد');
    await row.getByRole('button', { name: `بازگرداندن ${TITLE} از بایگانی` }).waitFor();
    await page.goto(`${site.server.url}/courses`);
    // The catalogue's other (seeded) courses are listed, this one no longer.
    await page.locator('main a[href^="/courses/"]').first().waitFor();
    expect(await page.getByRole('link', { name: TITLE }).count()).toBe(0);

    await page.goto(`${site.server.url}${courseUrls.list()}`);
    await row.getByRole('button', { name: `بازگرداندن ${TITLE} از بایگانی` }).click();
    await toast('دوره از بایگانی بیرون آمد و پیش‌نویس شد');
    await row.getByText('پیش‌نویس').waitFor();
  });
});
