import { useQuery } from '@apollo/client/react';
import { PROGRAM_DONATIONS_PAGE_SIZE, PROGRAM_TOP_SUPPORTERS } from '@common/constants';
import { ProgramSupportersDocument } from '../../../gql/graphql';

/**
 * The latest completed donations (page 0, size 10), the top supporters (5) and the donation figures of a
 * program. A failed read is ignored (spec doc 2 §8): the lists are just empty.
 */
export function useProgramSupporters(programId: number) {
  const { data, loading } = useQuery(ProgramSupportersDocument, {
    variables: { programId, size: PROGRAM_DONATIONS_PAGE_SIZE, topLimit: PROGRAM_TOP_SUPPORTERS },
    errorPolicy: 'all',
  });
  return {
    latest: data?.programDonations?.content ?? [],
    top: data?.programTopDonations ?? [],
    totalDonors: data?.programDonationStats?.totalDonors ?? null,
    loading,
  };
}
