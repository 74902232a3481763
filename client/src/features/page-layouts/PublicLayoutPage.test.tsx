import type { MockLink } from '@apollo/client/testing';
import { readLayout } from '@common/page-layout';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicPageLayoutDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { PublicLayoutPage } from './PublicLayoutPage';

const answer = (publicPageLayout: unknown): MockLink.MockedResponse => ({
  request: { query: PublicPageLayoutDocument, variables: { id: 3 } },
  result: { data: { publicPageLayout } },
});

function renderAt(mocks: MockLink.MockedResponse[]) {
  renderPage({ path: '/pages/3', mocks, route: '/pages/:id', element: <PublicLayoutPage /> });
}

describe('PublicLayoutPage', () => {
  it('draws a published layout', async () => {
    renderAt([
      answer({
        __typename: 'PageLayout',
        id: 3,
        name: 'صفحه‌ی نمونه',
        description: null,
        content: {
          __typename: 'PageLayoutContent',
          ...readLayout([{ id: 'h', type: 'hero', props: { title: 'سلام دنیا' } }]),
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'سلام دنیا' })).toBeTruthy();
  });

  it('says the page was not found for a draft or a missing id', async () => {
    renderAt([answer(null)]);
    expect(await screen.findByText('صفحه مورد نظر یافت نشد')).toBeTruthy();
  });
});
