import type { MockLink } from '@apollo/client/testing';
import { FOOTER_PAGES } from '@common/footer-pages';
import { readLayout } from '@common/page-layout';
import { CLIENT_PAGE_SEGMENTS } from '@common/site-paths';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicPageByKeyDocument } from '../gql/graphql';
import { renderPage } from '../test/renderPage';
import { appRoutes } from './router';

const answer = (pageKey: string, publicPageByKey: unknown): MockLink.MockedResponse => ({
  request: { query: PublicPageByKeyDocument, variables: { pageKey } },
  result: { data: { publicPageByKey } },
});

const guide = {
  __typename: 'PageLayout',
  id: 31,
  name: 'راهنمای داوطلبان',
  description: null,
  content: {
    __typename: 'PageLayoutContent',
    ...readLayout([{ id: 'h', type: 'hero', props: { title: 'به جمع داوطلبان بپیوندید' } }]),
  },
};

/** The first segments of the paths the table names outright (not `:param` or `*`), through pathless layouts. */
function topLevelSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    if (!route.path) return topLevelSegments(route.children ?? []);
    const first = route.path.split('/').filter(Boolean)[0] ?? '';
    return /^[a-z]/.test(first) ? [first] : [];
  });
}

describe('a page shown at its key', () => {
  it('opens a published page with a custom key at /{key}, with its name as the title', async () => {
    const { router } = renderPage({ path: '/volunteer-guide', mocks: [answer('volunteer-guide', guide)] });
    expect(await screen.findByRole('heading', { name: 'به جمع داوطلبان بپیوندید' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^راهنمای داوطلبان \| /));
    expect(router.state.location.pathname).toBe('/volunteer-guide');
  });

  it('shows the site’s not-found page for a key nothing is published under, instead of going home', async () => {
    const { router } = renderPage({ path: '/no-such-page', mocks: [answer('no-such-page', null)] });
    expect(await screen.findByText('صفحه مورد نظر یافت نشد')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(screen.queryByRole('heading', { level: 1, name: /خوش آمدید/ })).toBeNull();
  });

  it('reserves exactly the top-level paths of the route table that are not pages shown by key', () => {
    const footerKeys = new Set<string>(FOOTER_PAGES.map((page) => page.key));
    const own = new Set(topLevelSegments(appRoutes).filter((segment) => !footerKeys.has(segment)));
    expect([...own].sort()).toEqual([...CLIENT_PAGE_SEGMENTS].sort());
  });
});
