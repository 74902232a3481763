import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminLandingContentDocument,
  type AdminLandingContentQuery,
  type LandingContentItemFieldsFragment,
  UpdateLandingContentDocument,
} from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { adminPattern } from '../shared/adminUrl';
import { AdminLandingContentPage } from './AdminLandingContentPage';
import { landingContentPaths, landingContentUrls } from './urls';

const stored = [
  { name: 'فاطمه رحیمی', role: 'دانش‌آموز', content: 'بورسیه کمکم کرد', rating: 4, avatar: '/uploads/f.webp' },
  { name: 'محمد حسینی', role: 'حامی', content: 'گزارش‌ها شفاف است', rating: 5 },
];

const testimonials: LandingContentItemFieldsFragment = {
  __typename: 'LandingContentItem',
  id: 7,
  sectionKey: 'testimonials.data',
  section: 'testimonials',
  title: 'فهرست نظرات',
  subtitle: null,
  content: JSON.stringify(stored),
  imageUrl: null,
  linkUrl: null,
  linkText: null,
  orderIndex: 3,
  isActive: true,
  extraData: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const listAnswer = {
  request: { query: AdminLandingContentDocument, variables: { keyword: null } },
  result: {
    data: {
      adminLandingContents: [testimonials],
      adminLandingSections: [
        { __typename: 'LandingSectionSummary', section: 'testimonials', count: 1, activeCount: 1 },
      ],
    } satisfies AdminLandingContentQuery,
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const expectedContent = JSON.stringify([
  { name: 'سارا نادری', role: 'معلم داوطلب', content: 'تجربه‌ی خوبی بود', rating: 5 },
  { name: 'محمد حسینی', role: 'حامی', content: 'گزارش‌ها شفاف است', rating: 5 },
]);

/** The field is marked invalid and its description (what a screen reader says after it) is `message`. */
/** What the form sends for the testimonials item when its list reads `content`. */
const savedInput = (content: string) => ({
  sectionKey: 'testimonials.data',
  orderIndex: 3,
  title: 'فهرست نظرات',
  subtitle: null,
  content,
  imageUrl: null,
  linkUrl: null,
  linkText: null,
  extraData: null,
  isActive: true,
});

const openPage = (...mocks: MockLink.MockedResponse[]) =>
  renderPage({
    path: landingContentUrls.page(),
    route: adminPattern(landingContentPaths.page),
    element: <AdminLandingContentPage />,
    mocks: [listAnswer, ...mocks],
  });

function expectInvalid(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([message]);
}

describe('the testimonials form', () => {
  it('edits the list as people (add, remove, reorder, picture) instead of JSON, and saves it as the list', async () => {
    const update = vi.fn(() => ({
      data: { updateLandingContent: { ...testimonials, content: expectedContent } },
    }));
    const input = savedInput(expectedContent);
    const { user } = openPage({
      request: { query: UpdateLandingContentDocument, variables: { id: 7, input } },
      result: update,
    });
    await user.click(await screen.findByRole('button', { name: 'ویرایش testimonials.data' }));
    const form = screen.getByRole('group', { name: 'نظرها' });
    expect(screen.queryByLabelText('محتوا')).toBeNull();
    const first = within(form).getByRole('group', { name: 'نظر ۱' });
    expect((within(first).getByLabelText(/^نام/) as HTMLInputElement).value).toBe('فاطمه رحیمی');
    expect(within(first).getByRole('img', { name: 'تصویر فاطمه رحیمی' }).getAttribute('src')).toBe(
      '/uploads/f.webp',
    );
    const second = within(form).getByRole('group', { name: 'نظر ۲' });
    expect(within(second).getByLabelText('تصویر نظر ۲')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'افزودن نظر' }));
    const third = within(form).getByRole('group', { name: 'نظر ۳' });
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    await waitFor(() => expectInvalid(within(third).getByLabelText(/^نام/), 'نام این نظر الزامی است'));
    expectInvalid(within(third).getByLabelText(/^متن نظر/), 'متن این نظر الزامی است');
    expect(within(third).getByLabelText('نقش').getAttribute('aria-invalid')).toBeNull();
    expect(update).not.toHaveBeenCalled();

    await user.type(within(third).getByLabelText(/^نام/), 'سارا نادری');
    await user.type(within(third).getByLabelText('نقش'), 'معلم داوطلب');
    await user.type(within(third).getByLabelText(/^متن نظر/), 'تجربه‌ی خوبی بود');
    await user.click(within(form).getByRole('button', { name: 'حذف نظر ۱' }));
    await user.click(within(form).getByRole('button', { name: 'انتقال نظر ۲ به بالا' }));
    expect(
      (within(within(form).getByRole('group', { name: 'نظر ۱' })).getByLabelText(/^نام/) as HTMLInputElement)
        .value,
    ).toBe('سارا نادری');
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
  });
});

describe('the testimonials form with a name of only spaces', () => {
  it('marks that name alone, as the list check does not count spaces as a name either', async () => {
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'ویرایش testimonials.data' }));
    const form = screen.getByRole('group', { name: 'نظرها' });
    const first = within(form).getByRole('group', { name: 'نظر ۱' });
    const name = within(first).getByLabelText(/^نام/);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    await waitFor(() => expectInvalid(within(first).getByLabelText(/^نام/), 'نام این نظر الزامی است'));
    expect(
      within(first)
        .getByLabelText(/^متن نظر/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(screen.queryByText('نام و متن هر نظر الزامی است')).toBeNull();
  });
});

describe("the testimonials form when the server refuses a person's picture", () => {
  it('shows the reason, naming the person, under the list', async () => {
    const refusal =
      'تصویر نظر ۲: تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';
    const input = savedInput(JSON.stringify(stored));
    const { user } = openPage({
      request: { query: UpdateLandingContentDocument, variables: { id: 7, input } },
      result: {
        errors: [
          {
            message: refusal,
            extensions: { code: 'BAD_USER_INPUT', userFacing: true, fieldErrors: { content: refusal } },
          },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'ویرایش testimonials.data' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    const form = screen.getByRole('group', { name: 'نظرها' });
    expect(await within(form).findByText(refusal)).toBeTruthy();
  });
});
