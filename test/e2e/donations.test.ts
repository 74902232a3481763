import { toLatinDigits } from '@common/digits';
import { formatToman } from '@common/money';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser';
import { type ApiProgram, activePrograms, api, DEMO, getProgram, loginToken, signIn } from './support/site';
import { useSite } from './support/site-fixture';

const run = chromiumAvailable();

const PAYMENT_SUCCESS = 'پرداخت با موفقیت انجام شد. از حمایت شما سپاسگزاریم!';

describe.runIf(run)('donations in Chromium', () => {
  const site = useSite();
  let page: Page;
  let programs: ApiProgram[];

  beforeAll(async () => {
    programs = await activePrograms(site.server);
    expect(programs.length).toBeGreaterThanOrEqual(2);
  });

  /** The program page's funding card (raised of target, in toman, and the latest supporters). */
  const fundingCard = () => page.getByRole('region', { name: 'وضعیت تأمین مالی' });
  /** Waits until the funding card says this much (rial, shown in toman) was raised. */
  const seeRaised = (rial: number) =>
    fundingCard()
      .locator('p', { hasText: 'جمع‌آوری‌شده' })
      .locator('strong', { hasText: new RegExp(`^${formatToman(rial)}$`) })
      .waitFor();

  async function openDonationDialog(program: ApiProgram) {
    await page.getByRole('heading', { name: program.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'حمایت مالی از این برنامه' }).click();
    const dialog = page.getByRole('dialog', { name: 'حمایت مالی' });
    await dialog.getByText(`برنامه‌ی «${program.name}»`).waitFor();
    // The methods load before the submit button is enabled.
    await dialog.getByRole('radio').first().waitFor();
    return dialog;
  }

  it('lets a guest give 50,000 toman through the stand-in gateway and shows the new progress', async () => {
    const program = programs[0];
    const before = await getProgram(site.server, program.id);

    page = await site.open();
    await page.goto(`${site.server.url}/programs/${program.id}`);
    await seeRaised(before.raisedAmount);
    const dialog = await openDonationDialog(program);

    await dialog.getByRole('button', { name: '۵۰ هزار تومان', exact: true }).click();
    expect(await dialog.getByRole('textbox', { name: 'مبلغ دلخواه (تومان)' }).inputValue()).toBe('۵۰٬۰۰۰');
    await dialog.getByText('۵۰٬۰۰۰ تومان', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('مریم کریمی');
    await dialog.getByRole('textbox', { name: 'ایمیل' }).fill('maryam.e2e@example.com');
    await dialog.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
    await dialog.getByRole('button', { name: 'ثبت و پرداخت' }).click();

    // The stand-in gateway's own Persian page.
    await page.waitForURL((url) => url.pathname.startsWith('/stand-in/zarinpal/'));
    await page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' }).waitFor();
    await page.getByRole('button', { name: 'انصراف' }).waitFor();
    const back = page.waitForURL(
      (url) => url.pathname === `/programs/${program.id}` && url.searchParams.get('donation') === 'success',
      { waitUntil: 'commit' },
    );
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await back;

    await page.getByRole('status').filter({ hasText: PAYMENT_SUCCESS }).waitFor();
    // The result is read once and taken out of the address.
    await expect.poll(() => new URL(page.url()).search).toBe('');

    const after = await getProgram(site.server, program.id);
    expect(after.raisedAmount).toBe(before.raisedAmount + 500_000);
    await seeRaised(after.raisedAmount);
    await fundingCard().getByText('مریم کریمی').waitFor();
  });

  it('records a signed-in donor’s card-to-card gift, shows the card, and counts it once when an admin approves', async () => {
    const program = programs[1];
    const before = await getProgram(site.server, program.id);

    page = await site.open();
    await signIn(page, site.server, DEMO.donor, DEMO.password, `/programs/${program.id}`);
    const dialog = await openDonationDialog(program);
    await dialog.getByText(/به نام .+ ثبت می‌شود/).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'نام و نام خانوادگی' }).count()).toBe(0);

    await dialog.getByRole('textbox', { name: 'مبلغ دلخواه (تومان)' }).fill('100000');
    await dialog.getByRole('radio', { name: /کارت به کارت/ }).check();
    await dialog.getByRole('button', { name: 'ثبت و پرداخت' }).click();

    const receipt = dialog.getByRole('status');
    await receipt.getByText('کمک شما ثبت شد').waitFor();
    await receipt.getByText(formatToman(1_000_000)).waitFor();
    // One shared account-number component: Persian digits in an isolated left-to-right run (issue 9, item 11).
    await receipt.getByText('۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۰').waitFor();
    await receipt.getByText('انجمن خیریه آموزشی نور دانش').waitFor();
    await receipt.getByRole('button', { name: /شماره‌ی کارت/ }).waitFor();
    const tracking = await receipt
      .locator('div', { has: page.getByText('شماره‌ی پیگیری', { exact: true }) })
      .last()
      .locator('dd')
      .textContent();
    const donationId = Number(toLatinDigits((tracking ?? '').trim()));
    expect(Number.isInteger(donationId)).toBe(true);
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Waiting for the admin: nothing raised yet.
    expect((await getProgram(site.server, program.id)).raisedAmount).toBe(before.raisedAmount);

    const token = await loginToken(site.server, DEMO.admin, DEMO.password);
    const pending = await api<{ content: Array<{ id: number; amount: number; status: string }> }>(
      site.server,
      `/admin/donations?status=PENDING&programId=${program.id}`,
      { token },
    );
    expect(pending.data.content).toContainEqual(
      expect.objectContaining({ id: donationId, amount: 1_000_000, status: 'PENDING' }),
    );

    const approved = await api<{ id: number; status: string }>(
      site.server,
      `/admin/donations/${donationId}/status`,
      {
        method: 'PATCH',
        token,
        body: { status: 'COMPLETED' },
      },
    );
    expect(approved.data).toMatchObject({ id: donationId, status: 'COMPLETED' });
    expect(approved.message).toBe('وضعیت کمک به «موفق» تغییر کرد');
    expect((await getProgram(site.server, program.id)).raisedAmount).toBe(before.raisedAmount + 1_000_000);

    // A second approval is refused and adds nothing.
    const again = await fetch(`${site.server.url}/api/admin/donations/${donationId}/status`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'COMPLETED' }),
    });
    expect(again.status).toBe(409);
    const after = await getProgram(site.server, program.id);
    expect(after.raisedAmount).toBe(before.raisedAmount + 1_000_000);

    await page.reload();
    await seeRaised(after.raisedAmount);
  });
});
