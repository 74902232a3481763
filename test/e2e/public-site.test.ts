import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

describe.runIf(run)('the public site in Chromium', () => {
  const site = useSite();
  let page: Page;

  it('shows the landing page with the seeded texts', async () => {
    page = await site.open();
    await page.goto(`${site.server.url}/`);
    // Seeded rows, different from the built-in fallbacks.
    await page.getByRole('heading', { name: 'صدای همراهان ما' }).waitFor();
    await page.getByText('نرگس قاسمی').waitFor();
    await page.getByText('چهار مسیر برای ساختن آینده‌ای روشن‌تر').waitFor();
    await page.getByRole('heading', { name: 'شما هم سهمی در آینده‌ی آن‌ها داشته باشید' }).waitFor();
    expect(await page.getByRole('heading', { name: 'از زبان همراهان' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'خوش‌آمدگویی' }).count()).toBe(0);
  });

  it('falls back to the built-in texts and the welcome banner when the API is down', async () => {
    page = await site.open();
    let aborted = 0;
    // The server renders the first page with its data; the fallbacks show when the browser itself must ask.
    await page.goto(`${site.server.url}/about`);
    // Hydrated first: a click before that is a full page load, which the server renders with its data.
    await page.waitForLoadState('networkidle');
    await page.route('**/graphql', (route) => {
      aborted++;
      return route.abort('connectionrefused');
    });
    await page.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name: 'خانه' }).click();
    const banner = page.getByRole('region', { name: 'خوش‌آمدگویی' });
    await banner.getByRole('heading', { name: 'به انجمن خیریه آموزشی نور دانش خوش آمدید' }).waitFor();
    await banner.getByRole('link', { name: 'حامی شوید' }).waitFor();
    await page.getByRole('heading', { name: 'از زبان همراهان' }).waitFor();
    await page.getByText('زهرا کاظمی').waitFor();
    await page.getByRole('heading', { name: 'شما هم در ساختن آینده سهیم باشید' }).waitFor();
    expect(await page.getByRole('heading', { name: 'صدای همراهان ما' }).count()).toBe(0);
    expect(aborted).toBeGreaterThanOrEqual(2);
  });

  it('sends a contact message after a too-short text is corrected', async () => {
    page = await site.open();
    await page.goto(`${site.server.url}/contact`);
    const form = page.getByRole('form', { name: 'فرم تماس' });
    await form.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('علی رضایی');
    await form.getByRole('textbox', { name: 'ایمیل' }).fill('ali.e2e@example.com');
    await form.getByRole('combobox', { name: 'موضوع' }).selectOption({ label: 'همکاری داوطلبانه' });
    const message = form.getByRole('textbox', { name: 'متن پیام' });
    await message.fill('سلام!');
    await form.getByRole('button', { name: 'ارسال پیام' }).click();

    await form.getByText('پیام باید حداقل ۱۰ کاراکتر باشد').waitFor();
    expect(await message.getAttribute('aria-invalid')).toBe('true');

    await message.fill('سلام! می‌خواهم در کلاس‌های ریاضی به‌عنوان داوطلب کمک کنم.');
    await form.getByText('پیام باید حداقل ۱۰ کاراکتر باشد').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'ارسال پیام' }).click();
    await page.getByText('پیام شما با موفقیت ارسال شد. به‌زودی با شما تماس می‌گیریم.').waitFor();
    // The form is emptied for the next message.
    await expect.poll(() => message.inputValue()).toBe('');
    expect(await form.getByRole('textbox', { name: 'نام و نام خانوادگی' }).inputValue()).toBe('');
  });

  it('filters the catalogue to free beginner courses and enrols a signed-in student in one', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.student, DEMO.password, '/courses');
    const results = page.getByRole('region', { name: 'فهرست دوره‌ها' });
    await results.getByText('۶ دوره', { exact: true }).waitFor();

    const filters = page.getByRole('complementary', { name: 'فیلترهای دوره' });
    await filters.getByRole('group', { name: 'سطح' }).getByText('مبتدی', { exact: true }).click();
    await filters.getByRole('group', { name: 'قیمت' }).getByText('رایگان', { exact: true }).click();
    await results.getByText('۳ دوره', { exact: true }).waitFor();
    const titles = await results.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles.sort()).toEqual(
      ['ریاضی پایه برای متوسطه‌ی اول', 'مکالمه‌ی زبان انگلیسی مقدماتی', 'مهارت‌های مطالعه و برنامه‌ریزی'].sort(),
    );

    const title = 'مهارت‌های مطالعه و برنامه‌ریزی';
    await results.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => /^\/courses\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'شروع رایگان دوره' }).click();
    await page.getByRole('status').filter({ hasText: 'شما در این دوره ثبت‌نام کرده‌اید' }).waitFor();
    expect(await page.getByRole('button', { name: 'شروع رایگان دوره' }).count()).toBe(0);

    // Still enrolled after a reload.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'شما در این دوره ثبت‌نام کرده‌اید' }).waitFor();
  });
});
