import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminPageLayoutDocument,
  AdminPageLayoutsDocument,
  PublishPageLayoutDocument,
  UpdatePageLayoutDocument,
} from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { adminPattern } from '../shared/adminUrl';
import { LeaveGuardProvider } from '../shared/useLeaveGuard';
import { AdminPageBuilderPage } from './AdminPageBuilderPage';
import { componentType } from './componentFields';
import { toFormValues, toStoredProps } from './componentProps';
import { pageBuilderPaths, pageBuilderUrls } from './urls';

const stored = [{ id: 'hero-1', type: 'hero', props: { title: 'سلام' } }];
const layout = {
  __typename: 'PageLayout' as const,
  id: 7,
  name: 'حریم خصوصی',
  description: null,
  pageKey: 'privacy',
  version: 2,
  isPublished: true,
  hasUnpublishedChanges: false,
  publishedAt: '2026-11-20T08:00:00.000Z',
  publicPath: '/privacy' as string | null,
  layoutData: JSON.stringify(stored),
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const summary = ({ id, name, pageKey, version, isPublished, hasUnpublishedChanges }: typeof layout) => ({
  __typename: 'PageLayout' as const,
  id,
  name,
  pageKey,
  version,
  isPublished,
  hasUnpublishedChanges,
});

const hero = componentType('hero');
if (!hero) throw new Error('hero');
const edited = JSON.stringify([
  {
    ...stored[0],
    props: toStoredProps(hero, { ...toFormValues(hero, stored[0].props), title: 'تازه' }, stored[0].props),
  },
]);
const saved = {
  ...layout,
  layoutData: edited,
  hasUnpublishedChanges: true,
  updatedAt: '2026-11-25T08:00:00.000Z',
};

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: AdminPageLayoutsDocument, variables: { search: null } },
    result: {
      data: {
        adminPageLayouts: [summary(layout), { ...summary(layout), id: 8, name: 'قوانین', pageKey: 'terms' }],
      },
    },
  },
  {
    request: { query: AdminPageLayoutDocument, variables: { id: 7 } },
    result: { data: { adminPageLayout: layout } },
  },
  {
    request: {
      query: UpdatePageLayoutDocument,
      variables: {
        id: 7,
        input: { name: 'حریم خصوصی', pageKey: 'privacy', description: null, layoutData: edited },
      },
    },
    result: { data: { updatePageLayout: saved } },
  },
  {
    request: { query: PublishPageLayoutDocument, variables: { id: 7 } },
    result: { data: { publishPageLayout: { ...saved, version: 3, hasUnpublishedChanges: false } } },
  },
];

describe('AdminPageBuilderPage', () => {
  it('links a published page to its address on the site, and a never-published one nowhere', async () => {
    const guide = { ...layout, id: 9, name: 'راهنمای داوطلبان', pageKey: 'volunteer-guide' };
    const draft = {
      ...guide,
      id: 10,
      name: 'پیش‌نویس',
      pageKey: 'draft',
      isPublished: false,
      publicPath: null,
    };
    const { user } = renderPage({
      path: pageBuilderUrls.page(),
      route: adminPattern(pageBuilderPaths.page),
      element: <AdminPageBuilderPage />,
      mocks: [
        {
          request: { query: AdminPageLayoutsDocument, variables: { search: null } },
          result: { data: { adminPageLayouts: [summary(guide), summary(draft)] } },
        },
        {
          request: { query: AdminPageLayoutDocument, variables: { id: 9 } },
          result: { data: { adminPageLayout: { ...guide, publicPath: '/volunteer-guide' } } },
        },
        {
          request: { query: AdminPageLayoutDocument, variables: { id: 10 } },
          result: { data: { adminPageLayout: draft } },
        },
      ],
    });
    const link = await screen.findByRole('link', { name: /مشاهده در سایت/ });
    expect(link.getAttribute('href')).toBe('/volunteer-guide');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('link', { name: /پیش‌نویس/ }));
    await waitFor(() => expect(screen.getAllByRole('definition')[0].textContent).toBe('پیش‌نویس'));
    expect(screen.queryByRole('link', { name: /مشاهده در سایت/ })).toBeNull();
  });

  it('selects the first layout, previews it, saves an edit as a draft and publishes it as the next version', async () => {
    const { user } = renderPage({
      path: pageBuilderUrls.page(),
      route: adminPattern(pageBuilderPaths.page),
      element: <AdminPageBuilderPage />,
      mocks,
    });
    const list = await screen.findByRole('navigation', { name: 'فهرست صفحه‌ها' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-current')),
    ).toEqual(['page', null]);
    await screen.findByRole('heading', { name: 'سلام' });
    const info = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(info).toEqual(expect.arrayContaining(['حریم خصوصی', 'privacy', 'منتشرشده']));
    expect(screen.getByRole('button', { name: 'انتشار' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'ویرایش' }));
    await user.click(screen.getByRole('button', { name: 'ویرایش بنر اصلی ۱' }));
    const title = screen.getByRole('textbox', { name: /^عنوان/ });
    await user.clear(title);
    expect(await screen.findByText('عنوان الزامی است')).toBeTruthy();
    await user.type(title, 'تازه');
    expect(screen.getByText('تغییرات ذخیره نشده است')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'پیش‌نمایش' }));
    expect(screen.getByRole('heading', { name: 'تازه' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی پیش‌نویس' }));
    await waitFor(() => expect(screen.queryByText('تغییرات ذخیره نشده است')).toBeNull());
    // In the info panel and in the list (one cached layout).
    expect(screen.getAllByText('تغییرات منتشرنشده')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'انتشار' }));
    // The version row: the new number, then the publish date.
    await waitFor(() => expect(screen.getAllByRole('definition')[3].textContent).toMatch(/^۳انتشار: /));
    expect(screen.queryAllByText('تغییرات منتشرنشده')).toHaveLength(0);
  });

  it('keeps the open layout and its unsaved edit while a narrower search loads, without asking', async () => {
    const { user } = renderPage({
      path: pageBuilderUrls.page(),
      route: adminPattern(pageBuilderPaths.page),
      // Inside the leave guard, as the admin layout draws it.
      element: (
        <LeaveGuardProvider>
          <AdminPageBuilderPage />
        </LeaveGuardProvider>
      ),
      mocks: [
        ...mocks,
        {
          request: { query: AdminPageLayoutsDocument, variables: { search: 'priv' } },
          delay: 50,
          result: { data: { adminPageLayouts: [summary(layout)] } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'سلام' });
    await user.click(screen.getByRole('tab', { name: 'ویرایش' }));
    await user.click(screen.getByRole('button', { name: 'ویرایش بنر اصلی ۱' }));
    await user.type(screen.getByRole('textbox', { name: /^عنوان/ }), ' دوباره');

    const list = screen.getByRole('navigation', { name: 'فهرست صفحه‌ها' });
    await user.type(within(list).getByRole('searchbox'), 'priv');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: /^عنوان/ })).toHaveProperty('value', 'سلام دوباره');
    expect(screen.getByText('تغییرات ذخیره نشده است')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
