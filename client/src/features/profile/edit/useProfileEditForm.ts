import { useMutation } from '@apollo/client/react';
import {
  type ProfileUpdateInput,
  type ProfileUpdateOutput,
  profileUpdateSchema,
} from '@common/validation/profile';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { SessionUser } from '../../../app/session/types';
import { useSession } from '../../../app/session/useSession';
import { type SessionUserFieldsFragment, UpdateProfileDocument } from '../../../gql/graphql';
import { applyServerErrors } from '../../../lib/applyServerErrors';
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
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdateOutput>({
    resolver: valibotResolver(profileUpdateSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const [tab, setTab] = useState<ProfileEditTab>('basic');
  /** A new number waiting for its code: the page shows the code step while it is set. */
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const sentCode = useSentCode();

  const saved = (next: SessionUserFieldsFragment) => {
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

  const save = form.handleSubmit(
    async (input) => {
      try {
        const { data } = await updateProfile({ variables: { input } });
        const pending = data?.updateProfile.pendingPhoneNumber ?? null;
        if (data) saved(data.updateProfile);
        if (!pending) {
          toast.success(PROFILE_TEXTS.saved);
          return;
        }
        // The new number is saved only once its code is entered; the field keeps it for «تغییر شماره موبایل».
        form.reset({ ...form.getValues(), phoneNumber: pending }, { keepDefaultValues: true });
        const reused = sentCode.reusable(pending);
        if (!reused) sentCode.remember(pending, pending);
        setPendingPhone(pending);
        toast.success(reused ? PROFILE_TEXTS.phoneCodeStillValid : PROFILE_TEXTS.phoneCodeSent);
      } catch (error) {
        reveal(applyServerErrors(error, form.setError));
        toast.error(PROFILE_TEXTS.saveFailed);
      }
    },
    (errors) => reveal(Object.keys(errors)),
  );

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
