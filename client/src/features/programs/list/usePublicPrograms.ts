import { useQuery } from '@apollo/client/react';
import { PUBLIC_PROGRAMS_PAGE_SIZE } from '@common/constants';
import { PublicProgramsDocument } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

export const PROGRAM_SEARCH_DEBOUNCE_MS = 400;

/** The ACTIVE programs (one page of 100), searched by name and description once typing pauses. */
export function usePublicPrograms(query: string) {
  const search = useDebouncedValue(query.trim(), PROGRAM_SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(PublicProgramsDocument, {
    variables: { page: 0, size: PUBLIC_PROGRAMS_PAGE_SIZE, status: 'ACTIVE', search: search || null },
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.publicPrograms;
  return {
    programs: page?.content ?? [],
    total: page?.totalElements ?? 0,
    search,
    loading: loading || search !== query.trim(),
    error,
    retry: () => void refetch().catch(() => undefined),
  };
}
