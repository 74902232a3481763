import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { SessionUser } from '../../app/session/types';
import { useSession } from '../../app/session/useSession';
import { MyProfileDocument, type MyProfileQuery } from '../../gql/graphql';
import { toSessionUser } from '../auth/toSessionUser';

const same = (a: SessionUser, b: SessionUser | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The viewer's profile, fetched on load and copied into the session (header, avatar). When the fetch
 * fails, `user` is still the cached session user and `profile` stays null.
 */
export function useMyProfile(): {
  /** The profile fields with the dashboard figures. */
  profile: MyProfileQuery['myProfile'] | null;
  user: SessionUser | null;
  loading: boolean;
  failed: boolean;
} {
  const { user, updateUser } = useSession();
  const { data, loading, error } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const profile = data?.myProfile ?? null;

  useEffect(() => {
    if (!profile) return;
    const next = toSessionUser(profile);
    if (!same(next, user)) updateUser(next);
  }, [profile, user, updateUser]);

  return { profile, user, loading: loading && !profile, failed: Boolean(error) && !profile };
}
