import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { PublicPageLayoutDocument } from '../../gql/graphql';
import { LayoutPageView } from './LayoutPageView';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /pages/:id: a published page layout, drawn by the LayoutRenderer. */
export function PublicLayoutPage() {
  const id = parseId(useParams().id);
  const { data, loading, error, refetch } = useQuery(PublicPageLayoutDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  return (
    <LayoutPageView
      layout={data?.publicPageLayout}
      loading={id !== null && loading}
      error={error}
      retry={() => void refetch().catch(() => undefined)}
    />
  );
}
