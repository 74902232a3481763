import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gregorianToJalali, JALALI_MONTH_NAMES, jalaliToGregorian, toIsoDate } from '../../common/date';
import { toPersianDigits } from '../../common/digits';
import { testDatePickerUrls } from './support/admin-urls';
import { chromiumAvailable } from './support/browser';
import { DEMO, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

/** The Gregorian 'YYYY-MM-DD' of the Jalali day key 'jy-jm-jd' (the picker's data-jdp-date), plus `days`. */
function gregorianOf(key: string, days = 0): string {
  const [jy, jm, jd] = key.split('-').map(Number);
  const { gy, gm, gd } = jalaliToGregorian(jy, jm, jd);
  const moved = new Date(Date.UTC(gy, gm - 1, gd + days));
  return toIsoDate({ gy: moved.getUTCFullYear(), gm: moved.getUTCMonth() + 1, gd: moved.getUTCDate() });
}

describe.runIf(run)('the Jalali date picker on /admin/test-datepicker', () => {
  const site = useSite();
  let page: Page;

  const json = async (id: string) =>
    JSON.parse((await page.getByTestId(`${id}-json`).textContent()) ?? 'null');
  const calendar = (label: string) => page.getByRole('dialog', { name: `تقویم ${label}` });
  const todayKey = async (label: string) =>
    (await calendar(label).locator('[aria-current="date"]').getAttribute('data-jdp-date')) ?? '';

  async function openPage() {
    page = await site.open();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => alerts.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') alerts.push(`console: ${message.text()}`);
    });
    await signIn(page, site.server, DEMO.admin, DEMO.password, testDatePickerUrls.page());
    await page
      .getByRole('heading', { level: 1, name: 'آزمایش انتخابگر تاریخ' })
      .waitFor()
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${alerts.join('\n')}`);
      });
    return alerts;
  }

  it('by mouse: the previous month, a day, shown in Persian and sent in Gregorian', async () => {
    const alerts = await openPage();
    const input = page.getByRole('textbox', { name: 'تاریخ', exact: true });
    await input.click();
    await calendar('تاریخ').waitFor();
    const popupLayer = await page
      .locator('.rmdp-wrapper')
      .evaluate((element) => getComputedStyle(element).zIndex);
    expect(popupLayer).toBe('100');
    const [jy, jm] = (await todayKey('تاریخ')).split('-').map(Number);
    await page.getByRole('button', { name: 'ماه قبل' }).click();
    const [py, pm] = jm === 1 ? [jy - 1, 12] : [jy, jm - 1];
    const name = new RegExp(
      `^\\S+ ${toPersianDigits(10)} ${JALALI_MONTH_NAMES[pm - 1]} ${toPersianDigits(py)}$`,
    );
    await calendar('تاریخ').getByRole('button', { name }).click();
    const expected = gregorianOf(`${py}-${pm}-10`);
    expect(await json('single')).toEqual({ date: expected });
    await calendar('تاریخ').waitFor({ state: 'detached' });
    expect(await input.inputValue()).toBe(toPersianDigits(`${py}/${String(pm).padStart(2, '0')}/10`));

    await page.getByRole('button', { name: 'پاک کردن تاریخ', exact: true }).click();
    expect(await json('single')).toEqual({ date: '' });

    // With a time to set, choosing the day leaves the calendar open; Escape closes it.
    await page.getByRole('textbox', { name: 'تاریخ و ساعت' }).click();
    const withTime = calendar('تاریخ و ساعت');
    await withTime.getByRole('button', { name: new RegExp(`^\\S+ ${toPersianDigits(12)} `) }).click();
    await expect
      .poll(async () => (await json('time')).dateTime)
      .toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    await withTime.getByLabel('ساعت', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await withTime.waitFor({ state: 'detached' });
    expect(alerts).toEqual([]);
  });

  it('by keyboard: Enter opens on today, the arrows move (right to left), Enter chooses, Escape closes', async () => {
    const alerts = await openPage();
    const input = page.getByRole('textbox', { name: 'تاریخ و ساعت' });
    await input.focus();
    await page.keyboard.press('Enter');
    await calendar('تاریخ و ساعت').waitFor();
    const today = await todayKey('تاریخ و ساعت');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current')))
      .toBe('date');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const { dateTime } = await json('time');
    expect(dateTime).toMatch(new RegExp(`^${gregorianOf(today, 8)} \\d{2}:\\d{2}:00$`));
    await page.keyboard.press('Escape');
    await calendar('تاریخ و ساعت').waitFor({ state: 'detached' });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

    // The range: two days with Space and Enter.
    await page.getByRole('textbox', { name: 'بازهٔ تاریخ' }).focus();
    await page.keyboard.press('ArrowDown');
    await calendar('بازهٔ تاریخ').waitFor();
    const start = await todayKey('بازهٔ تاریخ');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-jdp-date')))
      .toBe(start);
    await page.keyboard.press(' ');
    // The chosen day is drawn anew and gets the keyboard back, as a person sees its focus ring return.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-jdp-date')))
      .toBe(start);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await json('range')).toEqual({ from: gregorianOf(start), to: gregorianOf(start, 2) });
    expect(alerts).toEqual([]);
  });
});

// The Jalali day keys the test computes agree with jalaali-js both ways (a guard on the helper above).
describe('gregorianOf', () => {
  it('1403/12/30 is 2025-03-20 and the next day is Nowruz 1404', () => {
    expect(gregorianOf('1403-12-30')).toBe('2025-03-20');
    expect(gregorianToJalali(2025, 3, 21)).toEqual({ jy: 1404, jm: 1, jd: 1 });
  });
});
