import type { MockLink } from '@apollo/client/testing';
import { FOOTER_PAGES } from '@common/footer-pages';
import { readLayout } from '@common/page-layout';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINK_GROUPS } from '../../components/layout/footer/footerLinks';
import { PublicPageByKeyDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';

const answer = (pageKey: string, publicPageByKey: unknown): MockLink.MockedResponse => ({
  request: { query: PublicPageByKeyDocument, variables: { pageKey } },
  result: { data: { publicPageByKey } },
});

const privacy = {
  __typename: 'PageLayout',
  id: 7,
  name: 'حریم خصوصی',
  description: 'چگونه از اطلاعات شما نگهداری می‌کنیم',
  content: {
    __typename: 'PageLayoutContent',
    ...readLayout([
      { id: 'h', type: 'hero', props: { title: 'حریم خصوصی شما' } },
      {
        id: 't',
        type: 'textBlock',
        props: { content: '<p>ما اطلاعات شما را <strong>نمی‌فروشیم</strong>.</p>' },
      },
    ]),
  },
};

describe('pages shown at their key (the footer pages)', () => {
  it('shows the layout published under the route key, with its name as the title', async () => {
    renderPage({ path: '/privacy', mocks: [answer('privacy', privacy)] });
    expect(await screen.findByRole('heading', { name: 'حریم خصوصی شما' })).toBeTruthy();
    expect(screen.getByText('نمی‌فروشیم')).toBeTruthy();
    expect(screen.queryByText(/به‌زودی/)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^حریم خصوصی \| /));
  });

  it('says the page was not found when nothing is published under the key', async () => {
    renderPage({ path: '/cookies', mocks: [answer('cookies', null)] });
    expect(await screen.findByText('صفحه مورد نظر یافت نشد')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه‌ی اصلی' })).toBeTruthy();
    expect(screen.queryByText(/به‌زودی/)).toBeNull();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    renderPage({
      path: '/faq',
      mocks: [
        { request: { query: PublicPageByKeyDocument, variables: { pageKey: 'faq' } }, error: new Error('x') },
      ],
    });
    expect(await screen.findByText('خطا در بارگذاری صفحه')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeTruthy();
  });

  it('covers every footer link that is not a page of its own', () => {
    const own = new Set(['/courses']);
    const linked = FOOTER_LINK_GROUPS.flatMap((group) => group.links)
      .map((link) => link.to)
      .filter((to) => !own.has(to));
    expect(linked.sort()).toEqual(FOOTER_PAGES.map((page) => `/${page.key}`).sort());
  });
});
