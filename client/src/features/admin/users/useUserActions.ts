import { useApolloClient, useMutation } from '@apollo/client/react';
import type { UserType } from '@common/enums';
import {
  AdminUserDocument,
  DeleteUserDocument,
  ToggleUserStatusDocument,
  ToggleUserVerificationDocument,
  UpdateUserDocument,
} from '../../../gql/graphql';
import { adminAction } from '../shared/adminAction';
import { toUserInput } from './userInput';
import { USER_TEXTS } from './userTexts';

/** The list's row actions, each with the spec's toasts; `reload` refetches the list after a change. */
export function useUserActions(reload: () => void) {
  const client = useApolloClient();
  const [toggleStatus] = useMutation(ToggleUserStatusDocument);
  const [toggleVerification] = useMutation(ToggleUserVerificationDocument);
  const [remove] = useMutation(DeleteUserDocument);
  const [update] = useMutation(UpdateUserDocument);

  return {
    toggleStatus: (id: number) =>
      adminAction(toggleStatus({ variables: { id } }), { failure: USER_TEXTS.statusFailed }),
    toggleVerification: (id: number) =>
      adminAction(toggleVerification({ variables: { id } }), { failure: USER_TEXTS.verificationFailed }),
    remove: async (id: number) => {
      const done = await adminAction(remove({ variables: { id } }), {
        success: ({ data }) => data?.deleteUser.message ?? '',
        failure: USER_TEXTS.deleteFailed,
      });
      reload();
      return done;
    },
    /** Spec doc 3 §4: the user is fetched, then saved with the new type; on failure the list reloads. */
    changeType: async (id: number, userType: UserType) => {
      const done = await adminAction(
        client
          .query({ query: AdminUserDocument, variables: { id }, fetchPolicy: 'network-only' })
          .then(({ data }) => {
            if (!data) throw new Error('no user');
            return update({ variables: { id, input: { ...toUserInput(data.adminUser), userType } } });
          }),
        { success: USER_TEXTS.typeChanged, failure: USER_TEXTS.typeFailed },
      );
      if (!done) reload();
      return done;
    },
  };
}
