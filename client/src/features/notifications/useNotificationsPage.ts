import { useQuery } from '@apollo/client/react';
import { NOTIFICATIONS_PAGE_SIZE } from '@common/constants';
import { toLatinDigits } from '@common/digits';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotificationsDocument } from '../../gql/graphql';

/** `?page=` (1-based, Persian digits accepted); anything unreadable is page 1. */
function pageFrom(raw: string | null): number {
  const page = Number.parseInt(toLatinDigits(raw ?? ''), 10);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** One page of the viewer's notifications (10 a page); the page number lives in the address. */
export function useNotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const query = useQuery(NotificationsDocument, {
    variables: { page: page - 1, size: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const result = query.data?.notifications;
  const totalPages = result?.totalPages ?? 0;

  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });

  // After deleting the last item of the last page, step back to the page that still exists.
  useEffect(() => {
    if (result && page > 1 && page > totalPages) goTo(Math.max(1, totalPages));
  });

  return {
    page,
    goTo,
    items: result?.content ?? [],
    totalPages,
    totalElements: result?.totalElements ?? 0,
    loading: query.loading && !result,
    failed: Boolean(query.error) && !result,
    retry: () => void query.refetch(),
  };
}
