import { useQuery } from '@apollo/client/react';
import { footerPageAt } from '@common/footer-pages';
import { useLocation } from 'react-router-dom';
import { PublicPageByKeyDocument } from '../../gql/graphql';
import { LayoutPageView } from './LayoutPageView';

/**
 * A footer page (/privacy, /faq …): the page layout published under the route's key, rendered on the server
 * with its data like the other public pages. Nothing published under the key shows 'not found'.
 */
export function FooterLayoutPage() {
  const page = footerPageAt(useLocation().pathname);
  const { data, loading, error, refetch } = useQuery(PublicPageByKeyDocument, {
    variables: { pageKey: page?.key ?? '' },
    skip: !page,
  });
  return (
    <LayoutPageView
      layout={data?.publicPageByKey}
      loading={Boolean(page) && loading}
      error={error}
      retry={() => void refetch().catch(() => undefined)}
    />
  );
}
