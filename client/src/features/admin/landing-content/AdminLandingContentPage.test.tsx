import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  AdminLandingContentDocument,
  type AdminLandingContentQuery,
  CreateLandingContentDocument,
  DeleteLandingContentDocument,
  InitializeLandingContentDocument,
  type LandingContentItemFieldsFragment,
  ToggleLandingContentDocument,
  UpdateLandingContentDocument,
} from '../../../gql/graphql';
import { type RenderPageOptions, renderPage } from '../../../test/renderPage';
import { adminPattern } from '../shared/adminUrl';
import { AdminLandingContentPage, draftFor } from './AdminLandingContentPage';
import { landingContentPaths, landingContentUrls } from './urls';

const item = (
  id: number,
  sectionKey: string,
  content: string,
  extra: Partial<LandingContentItemFieldsFragment> = {},
): LandingContentItemFieldsFragment => ({
  __typename: 'LandingContentItem',
  id,
  sectionKey,
  section: sectionKey.split('.')[0],
  title: null,
  subtitle: null,
  content,
  imageUrl: null,
  linkUrl: null,
  linkText: null,
  orderIndex: id,
  isActive: true,
  extraData: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const all = [
  item(1, 'hero.title', 'فرصت یادگیری برابر'),
  item(2, 'hero.subtitle', 'زیرعنوان قهرمان', { isActive: false }),
  item(3, 'stats.title', 'تأثیر ما'),
  item(4, 'cta.title', 'شما هم سهمی داشته باشید'),
];
const summary = (section: string, count: number, activeCount: number) => ({
  __typename: 'LandingSectionSummary' as const,
  section,
  count,
  activeCount,
});
const sections = [
  summary('hero', 2, 1),
  summary('stats', 1, 1),
  summary('programs', 0, 0),
  summary('testimonials', 0, 0),
  summary('cta', 1, 1),
];

function list(keyword: string | null, items = all) {
  const data: AdminLandingContentQuery = { adminLandingContents: items, adminLandingSections: sections };
  return {
    request: { query: AdminLandingContentDocument, variables: { keyword } },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const open = (mocks: RenderPageOptions['mocks'] = []) =>
  renderPage({
    path: landingContentUrls.page(),
    route: adminPattern(landingContentPaths.page),
    element: <AdminLandingContentPage />,
    mocks: [list(null), ...(mocks ?? [])],
  });

const sectionNamed = (name: RegExp) => screen.getByRole('region', { name });

let toasts: { success: MockInstance; error: MockInstance };
beforeEach(() => {
  toasts = { success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') };
});
afterEach(() => vi.restoreAllMocks());
/** Waits for a toast of that kind with that text. */
const toasted = (kind: 'success' | 'error', text: string) =>
  waitFor(() => expect(toasts[kind].mock.calls.map(([message]) => message)).toContain(text));

/** Clicks `button`, checks nothing is sent while the dialog asks, confirms, then waits for the call. */
async function confirmedCall(
  user: ReturnType<typeof open>['user'],
  call: MockInstance,
  names: { button: string; dialog: string; confirm: string },
) {
  await user.click(screen.getByRole('button', { name: names.button }));
  const confirm = await screen.findByRole('alertdialog', { name: names.dialog });
  expect(call).not.toHaveBeenCalled();
  await user.click(within(confirm).getByRole('button', { name: names.confirm }));
  await waitFor(() => expect(call).toHaveBeenCalled());
}

describe('AdminLandingContentPage', () => {
  it('shows the five sections with their counts and the items grouped by key prefix; a section collapses', async () => {
    const { user } = open();
    await screen.findByText('فرصت یادگیری برابر');
    for (const label of ['بخش اصلی', 'آمار', 'برنامه‌ها', 'نظرات', 'دعوت به همکاری']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    const hero = sectionNamed(/بخش اصلی/);
    expect(within(hero).getByText('۲ مورد، ۱ فعال')).toBeTruthy();
    expect(within(hero).getByText('زیرعنوان قهرمان')).toBeTruthy();
    expect(within(hero).queryByText('تأثیر ما')).toBeNull();
    expect(within(sectionNamed(/برنامه‌ها/)).getByText('موردی در این بخش نیست.')).toBeTruthy();

    const trigger = within(hero).getByRole('button', { name: /^بخش اصلی/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(within(hero).queryByText('فرصت یادگیری برابر')).toBeNull();
  });

  it('numbers a new item count + 1 from its section and 1 from the header', () => {
    expect(draftFor('hero', 2)).toEqual({ sectionKey: 'hero.', orderIndex: 3 });
    expect(draftFor(null, 0)).toEqual({ sectionKey: '', orderIndex: 1 });
  });

  it('adds from a section: the known keys of that section to choose, next order filled in, extraData checked as JSON', async () => {
    const input = {
      sectionKey: 'hero.subtitle',
      orderIndex: 3,
      title: null,
      subtitle: null,
      content: 'نشان تازه',
      imageUrl: null,
      linkUrl: null,
      linkText: null,
      extraData: '{"color":"gold"}',
      isActive: true,
    };
    const create = vi.fn(() => ({ data: { createLandingContent: item(9, 'hero.subtitle', 'نشان تازه') } }));
    const { user } = open([
      { request: { query: CreateLandingContentDocument, variables: { input } }, result: create },
    ]);
    await screen.findByText('فرصت یادگیری برابر');
    await user.click(screen.getByRole('button', { name: 'افزودن محتوا به بخش بخش اصلی' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن محتوا به بخش بخش اصلی' });
    const key = within(dialog).getByRole('combobox', { name: /کلید بخش/ }) as HTMLSelectElement;
    expect(key.value).toBe('');
    // Only the hero's keys, each with what it fills on the home page.
    const offered = within(key)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
    expect(offered).toEqual(['hero.title', 'hero.subtitle']);
    expect(
      within(key).getByRole('option', { name: /hero\.title.*فقط وقتی اسلاید منتشرشده‌ای نیست/ }),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText(/ترتیب نمایش/) as HTMLInputElement).value).toBe('۳');

    await user.click(within(dialog).getByRole('button', { name: 'افزودن محتوا' }));
    expect(await within(dialog).findByText('کلید بخش الزامی است')).toBeTruthy();

    await user.selectOptions(key, 'hero.subtitle');
    await user.type(within(dialog).getByLabelText('محتوا'), 'نشان تازه');
    const extra = within(dialog).getByLabelText('داده‌های اضافی (JSON)');
    await user.click(extra);
    await user.paste('{oops');
    await user.click(within(dialog).getByRole('button', { name: 'افزودن محتوا' }));
    expect(await within(dialog).findByText('داده‌های اضافی باید JSON معتبر باشد')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await user.clear(extra);
    await user.paste('{"color":"gold"}');
    await user.click(within(dialog).getByRole('button', { name: 'افزودن محتوا' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the header add offers every known key; the server’s refusal of a key lands on the key', async () => {
    const input = {
      sectionKey: 'cta.subtitle',
      orderIndex: 1,
      title: null,
      subtitle: null,
      content: 'متن',
      imageUrl: null,
      linkUrl: null,
      linkText: null,
      extraData: null,
      isActive: true,
    };
    const refusal = 'این کلید در صفحه‌ی اصلی استفاده نمی‌شود؛ یکی از کلیدهای فهرست را انتخاب کنید';
    const { user } = open([
      {
        request: { query: CreateLandingContentDocument, variables: { input } },
        result: {
          errors: [
            {
              message: refusal,
              extensions: { code: 'BAD_USER_INPUT', userFacing: true, fieldErrors: { sectionKey: refusal } },
            },
          ],
        },
      },
    ]);
    await screen.findByText('فرصت یادگیری برابر');
    await user.click(screen.getByRole('button', { name: 'افزودن محتوا' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن محتوا' });
    const key = within(dialog).getByRole('combobox', { name: /کلید بخش/ });
    expect(
      within(key)
        .getAllByRole('option')
        .filter((o) => (o as HTMLOptionElement).value),
    ).toHaveLength(19);
    await user.selectOptions(key, 'cta.subtitle');
    await user.type(within(dialog).getByLabelText('محتوا'), 'متن');
    await user.click(within(dialog).getByRole('button', { name: 'افزودن محتوا' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });

  it('says on the hero section that its texts show only while no slide is published', async () => {
    open();
    await screen.findByText('فرصت یادگیری برابر');
    expect(within(sectionNamed(/بخش اصلی/)).getByText(/فقط وقتی .*اسلاید منتشرشده‌ای نباشد/)).toBeTruthy();
    expect(within(sectionNamed(/آمار/)).queryByText(/اسلاید منتشرشده‌ای/)).toBeNull();
  });

  it('the header add starts with order 1 and an empty key', async () => {
    const { user } = open();
    await screen.findByText('فرصت یادگیری برابر');
    await user.click(screen.getByRole('button', { name: 'افزودن محتوا' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن محتوا' });
    expect((within(dialog).getByLabelText(/کلید بخش/) as HTMLSelectElement).value).toBe('');
    expect((within(dialog).getByLabelText(/ترتیب نمایش/) as HTMLInputElement).value).toBe('۱');
    await user.clear(within(dialog).getByLabelText(/ترتیب نمایش/));
    await user.click(within(dialog).getByRole('button', { name: 'افزودن محتوا' }));
    expect(await within(dialog).findByText('کلید بخش الزامی است')).toBeTruthy();
    expect(within(dialog).getByText('ترتیب نمایش الزامی است')).toBeTruthy();
  });

  it('edits an item in place', async () => {
    const input = {
      sectionKey: 'cta.title',
      orderIndex: 4,
      title: null,
      subtitle: null,
      content: 'متن تازه‌ی دعوت',
      imageUrl: null,
      linkUrl: null,
      linkText: null,
      extraData: null,
      isActive: true,
    };
    const update = vi.fn(() => ({
      data: { updateLandingContent: item(4, 'cta.title', 'متن تازه‌ی دعوت') },
    }));
    const { user } = open([
      { request: { query: UpdateLandingContentDocument, variables: { id: 4, input } }, result: update },
    ]);
    await screen.findByText('شما هم سهمی داشته باشید');
    await user.click(screen.getByRole('button', { name: 'ویرایش cta.title' }));
    const cta = sectionNamed(/دعوت به همکاری/);
    const content = within(cta).getByLabelText('محتوا');
    await user.clear(content);
    await user.type(content, 'متن تازه‌ی دعوت');
    await user.click(within(cta).getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    await toasted('success', 'تغییرات با موفقیت ذخیره شد');
  });

  it('switches an item off, and deletes one only after confirming', async () => {
    const toggle = vi.fn(() => ({
      data: { toggleLandingContent: { __typename: 'LandingContentItem' as const, id: 1, isActive: false } },
    }));
    const remove = vi.fn(() => ({
      data: { deleteLandingContent: { __typename: 'ActionResult' as const, ok: true, message: 'حذف شد' } },
    }));
    const { user } = open([
      { request: { query: ToggleLandingContentDocument, variables: { id: 1 } }, result: toggle },
      { request: { query: DeleteLandingContentDocument, variables: { id: 3 } }, result: remove },
    ]);
    await screen.findByText('فرصت یادگیری برابر');
    await user.click(screen.getByRole('switch', { name: 'فعال بودن hero.title' }));
    await waitFor(() => expect(toggle).toHaveBeenCalled());
    await toasted('success', 'محتوا غیرفعال شد');

    await confirmedCall(user, remove, {
      button: 'حذف stats.title',
      dialog: 'حذف stats.title',
      confirm: 'حذف محتوا',
    });
    await toasted('success', 'محتوا با موفقیت حذف شد');
  });

  it('says «خطا در تغییر وضعیت» when the switch fails', async () => {
    const { user } = open([
      { request: { query: ToggleLandingContentDocument, variables: { id: 1 } }, error: new Error('network') },
    ]);
    await screen.findByText('فرصت یادگیری برابر');
    await user.click(screen.getByRole('switch', { name: 'فعال بودن hero.title' }));
    await toasted('error', 'خطا در تغییر وضعیت');
  });

  it('searches with the button and shows all again', async () => {
    const { user } = open([list('دعوت', [all[3]])]);
    await screen.findByText('فرصت یادگیری برابر');
    await user.type(screen.getByRole('searchbox'), 'دعوت');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(await screen.findByText('۱ مورد برای «دعوت» پیدا شد.')).toBeTruthy();
    expect(screen.queryByText('فرصت یادگیری برابر')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'نمایش همه' }));
    expect(await screen.findByText('فرصت یادگیری برابر')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('a failed search says «خطا در جستجو»', async () => {
    const { user } = open([
      {
        request: { query: AdminLandingContentDocument, variables: { keyword: 'x' } },
        error: new Error('down'),
      },
    ]);
    await screen.findByText('فرصت یادگیری برابر');
    await user.type(screen.getByRole('searchbox'), 'x');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    await toasted('error', 'خطا در جستجو');
  });

  it('resets to the defaults only after confirming', async () => {
    const reset = vi.fn(() => ({ data: { initializeLandingContent: [] } }));
    const { user } = open([{ request: { query: InitializeLandingContentDocument }, result: reset }]);
    await screen.findByText('فرصت یادگیری برابر');
    await confirmedCall(user, reset, {
      button: 'بازگردانی پیش‌فرض‌ها',
      dialog: 'بازگردانی محتوای پیش‌فرض',
      confirm: 'بازگردانی پیش‌فرض‌ها',
    });
    await toasted('success', 'محتوای صفحه‌ی اصلی به حالت پیش‌فرض بازگردانده شد');
  });

  it('a failed first load shows «خطا در دریافت محتوای صفحه‌ی اصلی» with a retry', async () => {
    renderPage({
      path: landingContentUrls.page(),
      route: adminPattern(landingContentPaths.page),
      element: <AdminLandingContentPage />,
      mocks: [
        {
          request: { query: AdminLandingContentDocument, variables: { keyword: null } },
          error: new Error('x'),
        },
      ],
    });
    expect((await screen.findAllByText('خطا در دریافت محتوای صفحه‌ی اصلی')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeTruthy();
  });
});
