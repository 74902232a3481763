import { useQuery } from '@apollo/client/react';
import { PAGE_KEY_PATTERN } from '@common/validation/page-layout';
import { useParams } from 'react-router-dom';
import { PublicPageByKeyDocument } from '../../gql/graphql';
import { LayoutPageView } from './LayoutPageView';

/**
 * /{key} (/privacy, /faq, /volunteer-guide …): the page layout published under the address's key, rendered on
 * the server with its data like the other public pages. Nothing published under the key shows 'not found'.
 */
export function KeyedLayoutPage() {
  const raw = (useParams().pageKey ?? '').toLowerCase();
  const pageKey = PAGE_KEY_PATTERN.test(raw) ? raw : null;
  const { data, loading, error, refetch } = useQuery(PublicPageByKeyDocument, {
    variables: { pageKey: pageKey ?? '' },
    skip: pageKey === null,
  });
  return (
    <LayoutPageView
      layout={data?.publicPageByKey}
      loading={pageKey !== null && loading}
      error={error}
      retry={() => void refetch().catch(() => undefined)}
    />
  );
}
