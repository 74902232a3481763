import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * After a write, drops the home page's cached landing texts, so that going to the home page in the same tab
 * asks the server again and shows the change (a new load always does).
 */
export function useForgetPublicLanding(): () => void {
  const { cache } = useApolloClient();
  return useCallback(() => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'publicLanding' });
    cache.gc();
  }, [cache]);
}
