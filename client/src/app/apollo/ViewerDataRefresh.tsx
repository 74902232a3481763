import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { sessionStore } from '../session/sessionStore';
import { readServerState } from './serverState';

/**
 * The server renders what a guest sees (it never has the browser's token). Once a signed-in visitor's page is
 * hydrated, the queries on screen are asked again with the token, so viewer-dependent fields (enrolment, ...)
 * become theirs.
 */
export function ViewerDataRefresh() {
  const client = useApolloClient();
  useEffect(() => {
    if (!readServerState() || !sessionStore.getToken()) return;
    // After the page's own effects, which make its queries active.
    const timer = setTimeout(() => void client.refetchQueries({ include: 'active' }), 0);
    return () => clearTimeout(timer);
  }, [client]);
  return null;
}
