import {
  type ProfileUpdateInput,
  type ProfileUpdateOutput,
  profileUpdateSchema,
} from '@common/validation/profile';
import { useMemo, useState } from 'react';
import type { SessionUser } from '../../../app/session/types';
import { useSession } from '../../../app/session/useSession';
import { UpdateProfileDocument, type UserFieldsFragment } from '../../../gql/graphql';
import { useMutationForm } from '../../../lib/useMutationForm';
import { useSentCode } from '../../auth/otp/useSentCode';
import { toSessionUser } from '../../auth/toSessionUser';
import { PROFILE_TEXTS } from '../profileTexts';
import { useMyProfile } from '../useMyProfile';
import { type ProfileEditTab, tabOfFirstField } from './profileEditTabs';
import { usePhoneChangeActions } from './usePhoneChangeActions';

type Editable = Pick<
  SessionUser,
  'firstName' | 'lastName' | 'phoneNumber' | 'organization' | 'profileImageUrl'
>;

function formValues(user: Editable | null): ProfileUpdateInput {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    organization: user?.organization ?? '',
    profileImageUrl: user?.profileImageUrl ?? '',
  };
}

/**
 * /profile/edit: the profile form (shared schema), filled from the session and refreshed from the server
 * without losing what was typed. Saving updates the session user; messages reveal their tab.
 */
export function useProfileEditForm() {
  const { updateUser } = useSession();
  const { profile, user } = useMyProfile();
  const source = profile ?? user;
  const values = useMemo(() => formValues(source), [source]);
  const { form, submit: save } = useMutationForm(
    profileUpdateSchema,
    UpdateProfileDocument,
    (input: ProfileUpdateOutput) => ({ input }),
    {
      values,
      resetOptions: { keepDirtyValues: true },
      failure: () => PROFILE_TEXTS.saveFailed,
      onInvalid: (fields) => reveal(fields),
      onSuccess: (data) => {
        const pending = data.updateProfile.pendingPhoneNumber;
        saved(data.updateProfile);
        if (!pending) return PROFILE_TEXTS.saved;
        // The new number is saved only once its code is entered; the field keeps it for «تغییر شماره موبایل».
        form.reset({ ...form.getValues(), phoneNumber: pending }, { keepDefaultValues: true });
        const reused = sentCode.reusable(pending);
        if (!reused) sentCode.remember(pending, pending);
        setPendingPhone(pending);
        return reused ? PROFILE_TEXTS.phoneCodeStillValid : PROFILE_TEXTS.phoneCodeSent;
      },
    },
  );
  const [tab, setTab] = useState<ProfileEditTab>('basic');
  /** A new number waiting for its code: the page shows the code step while it is set. */
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const sentCode = useSentCode();

  const saved = (next: UserFieldsFragment) => {
    updateUser(toSessionUser(next));
    form.reset(formValues(next));
  };
  const phoneChange = usePhoneChangeActions((next) => {
    setPendingPhone(null);
    saved(next);
  });

  const reveal = (fields: readonly string[]) => {
    const target = tabOfFirstField(fields);
    if (target) setTab(target);
  };

  return {
    form,
    save,
    tab,
    setTab,
    user: source,
    /** The code step of a phone change: the number, when its code was sent, and what it does. */
    phoneChange: pendingPhone
      ? {
          phoneNumber: pendingPhone,
          sentAt: sentCode.sent?.at,
          onResent: sentCode.resent,
          actions: phoneChange,
          back: () => setPendingPhone(null),
        }
      : null,
  };
}
