import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JALALI_MONTH_NAMES, toTehranJalali } from '../../common/date';
import { toPersianDigits } from '../../common/digits';
import { programUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();
const NAME = 'کلاس تقویتی ریاضی برای روستاهای سیستان';
const RENAMED = 'کلاس تقویتی ریاضی و علوم برای روستاهای سیستان';

interface JalaliDay {
  jy: number;
  jm: number;
  jd: number;
}

/** This month's (Tehran) Jalali day `jd`, or the next month's. */
function day(jd: number, monthsAhead = 0): JalaliDay {
  const today = toTehranJalali(new Date());
  if (!today) throw new Error('no today');
  const index = today.jm - 1 + monthsAhead;
  return { jy: today.jy + Math.floor(index / 12), jm: (index % 12) + 1, jd };
}
const pad2 = (n: number) => String(n).padStart(2, '0');
/** '۱۴۰۵/۰۹/۲۰', as the detail page's facts show a date. */
const short = ({ jy, jm, jd }: JalaliDay) => toPersianDigits(`${jy}/${pad2(jm)}/${pad2(jd)}`);
/** '۲۰ آذر ۱۴۰۵', as the timeline (and the picker's day names) say it. */
const long = ({ jy, jm, jd }: JalaliDay) => toPersianDigits(`${jd} ${JALALI_MONTH_NAMES[jm - 1]} ${jy}`);

describe.runIf(run)('an admin runs a program from the admin screens', () => {
  const site = useSite();
  let page: Page;

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  /** A date picker's read-only input (its label may carry the required star). */
  const picker = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

  /** Opens the picker labelled `label`, moves on `monthsAhead` months and clicks the day. */
  async function pick(label: string, date: JalaliDay, monthsAhead = 0) {
    const input = picker(label);
    await input.click();
    for (let i = 0; i < monthsAhead; i++) await page.getByRole('button', { name: 'ماه بعد' }).click();
    await page.getByRole('button', { name: new RegExp(`${long(date)}$`) }).click();
    await expect.poll(() => input.inputValue()).toBe(short(date));
  }

  async function addEvent(text: string, date: JalaliDay, monthsAhead = 0) {
    await pick('تاریخ رویداد', date, monthsAhead);
    await page.getByLabel(/^شرح رویداد/).fill(text);
    await page.getByRole('button', { name: 'افزودن رویداد' }).click();
    await page
      .getByRole('list', { name: /^رویدادها/ })
      .getByText(text)
      .waitFor();
  }

  const start = day(20);
  const end = day(15, 1);
  const events = [
    { text: 'شروع کلاس‌ها در مدرسه‌ی روستا', date: day(25), ahead: 0 },
    { text: 'اعلام نام پذیرفته‌شدگان', date: day(21), ahead: 0 },
    { text: 'آزمون پایانی و جشن', date: day(10, 1), ahead: 1 },
  ];

  it('creates an active program with Jalali dates and three timeline events, shown on /programs', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, programUrls.create());

    const submit = page.getByRole('button', { name: 'ایجاد برنامه' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^نام برنامه/).fill(NAME);
    await page.getByLabel(/^نوع برنامه/).selectOption('TUTORING');
    await page.getByLabel('وضعیت', { exact: true }).selectOption('ACTIVE');
    await page
      .getByLabel('توضیحات', { exact: true })
      .fill('کلاس‌های تقویتی ریاضی هفته‌ای دو روز برای دانش‌آموزان پایه‌ی ششم روستاهای سیستان.');
    await pick('تاریخ شروع', start);
    expect(await submit.isDisabled()).toBe(true);
    await pick('تاریخ پایان', end, 1);
    expect(await submit.isDisabled()).toBe(false);

    for (const event of events) await addEvent(event.text, event.date, event.ahead);
    // Shown sorted by date, whatever the order they were added in.
    const rows = page.getByRole('list', { name: /^رویدادها/ }).getByRole('listitem');
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining(events[1].text),
      expect.stringContaining(events[0].text),
      expect.stringContaining(events[2].text),
    ]);

    await page.getByLabel('بودجه‌ی هدف (تومان)').fill('۱۲۰۰۰۰۰۰');
    await submit.click();
    await toast('برنامه با موفقیت ایجاد شد');
    await page.waitForURL((url) => url.pathname === '/admin/programs');
    await page.getByRole('table', { name: 'فهرست برنامه‌ها' }).getByText(NAME).waitFor();

    await page.goto(`${site.server.url}/programs`);
    await page.getByRole('link', { name: NAME }).first().click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('tab', { name: 'اطلاعات تکمیلی' }).click();
    const info = page.getByRole('tabpanel');
    await info.getByText(short(start)).waitFor();
    await info.getByText(short(end)).waitFor();
    await info.getByText('۱۲٬۰۰۰٬۰۰۰ تومان').waitFor();
    await page.getByRole('tab', { name: 'زمان‌بندی' }).click();
    const timeline = await page.getByRole('tabpanel').getByRole('listitem').allInnerTexts();
    expect(timeline).toEqual([
      expect.stringContaining(long(events[1].date)),
      expect.stringContaining(long(events[0].date)),
      expect.stringContaining(long(events[2].date)),
    ]);
    expect(timeline[0]).toContain(events[1].text);
  });

  it('edits it from the list: the loaded values, a new name and no financial goal', async () => {
    page = await site.open();
    await signIn(page, site.server, DEMO.admin, DEMO.password, programUrls.list());
    await page.getByRole('searchbox', { name: 'جستجو در نام و توضیحات برنامه' }).fill('سیستان');
    await page.getByRole('link', { name: `ویرایش ${NAME}` }).click();
    const name = page.getByLabel(/^نام برنامه/);
    await expect.poll(() => name.inputValue()).toBe(NAME);
    expect(await picker('تاریخ شروع').inputValue()).toBe(short(start));
    expect(await page.getByLabel('بودجه‌ی هدف (تومان)').inputValue()).toBe('۱۲۰۰۰۰۰۰');
    expect(await page.getByLabel('مبلغ جمع‌آوری‌شده').inputValue()).toBe('۰ تومان');
    expect(
      await page
        .getByRole('list', { name: /^رویدادها/ })
        .getByRole('listitem')
        .count(),
    ).toBe(3);
    // All five statuses of doc 3 §4 on edit.
    expect(await page.getByLabel('وضعیت', { exact: true }).locator('option').count()).toBe(5);

    await name.fill(RENAMED);
    await page.getByLabel('بدون هدف مالی').check();
    expect(await page.getByLabel('بودجه‌ی هدف (تومان)').inputValue()).toBe('');
    await page.getByRole('button', { name: `حذف رویداد ${events[2].text}` }).click();
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await toast('برنامه با موفقیت به‌روزرسانی شد');
    await page.waitForURL((url) => url.pathname === '/admin/programs');
    await page.getByRole('table', { name: 'فهرست برنامه‌ها' }).getByText(RENAMED).waitFor();

    await page.goto(`${site.server.url}/programs`);
    await page.getByRole('link', { name: RENAMED }).first().click();
    await page.getByRole('tab', { name: 'زمان‌بندی' }).click();
    await expect.poll(() => page.getByRole('tabpanel').getByRole('listitem').count()).toBe(2);
  });
});
