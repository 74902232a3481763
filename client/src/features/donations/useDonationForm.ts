import { useMutation } from '@apollo/client/react';
import {
  donationSchemaFor,
  type GuestDonationOutput,
  type MemberDonationOutput,
} from '@common/validation/donation';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { useSession } from '../../app/session/useSession';
import {
  CreateDonationDocument,
  type CreateDonationMutation,
  type DonationInput,
  RequestZarinpalPaymentDocument,
} from '../../gql/graphql';
import { useMutationForm } from '../../lib/useMutationForm';
import { getDisplayName } from '../../lib/userDisplay';
import { DONATION_TEXTS } from './donationTexts';
import type { DonationPaymentMethod } from './paymentMethods';

/** What the dialog's fields hold (the amount as typed: toman, Persian digits and separators accepted). */
export interface DonationFormValues {
  amount: string;
  donorName: string;
  donorEmail: string;
  message: string;
  isAnonymous: boolean;
  paymentMethod: string;
}

type DonationOutput = MemberDonationOutput | GuestDonationOutput;
export type DonationFormApi = UseFormReturn<DonationFormValues, unknown, DonationOutput>;
export type DonationReceipt = CreateDonationMutation['createDonation'];

const EMPTY: DonationFormValues = {
  amount: '',
  donorName: '',
  donorEmail: '',
  message: '',
  isAnonymous: false,
  paymentMethod: '',
};

/** The shared schema for this viewer, typed for the dialog's fields (a superset of both inputs). */
const donationSchema = (isGuest: boolean) =>
  donationSchemaFor(isGuest) as v.GenericSchema<DonationFormValues, DonationOutput>;

function toInput(programId: number, values: DonationOutput): DonationInput {
  return {
    programId,
    amountToman: values.amount,
    message: values.message ?? null,
    isAnonymous: values.isAnonymous,
    paymentMethod: values.paymentMethod,
    ...('donorName' in values && {
      donorName: values.donorName ?? null,
      donorEmail: values.donorEmail ?? null,
    }),
  };
}

interface UseDonationFormOptions {
  programId: number;
  methods: readonly DonationPaymentMethod[];
  /** An offline donation was recorded: show its payment instructions. */
  onOfflineReceipt: (receipt: DonationReceipt) => void;
}

/**
 * The donation dialog's form (spec doc 2 §4–5): the shared schema (guests give name and e-mail unless
 * anonymous, members neither), the first payment method preselected, createDonation, then either the
 * gateway (requestZarinpalPayment and a full-page redirect) or the offline instructions.
 */
export function useDonationForm({ programId, methods, onOfflineReceipt }: UseDonationFormOptions) {
  const { isAuthenticated, user } = useSession();
  const isGuest = !isAuthenticated;
  const [requestPayment] = useMutation(RequestZarinpalPaymentDocument);
  const { form, submit } = useMutationForm(
    donationSchema(isGuest),
    CreateDonationDocument,
    (values: DonationOutput) => ({ input: toInput(programId, values) }),
    {
      defaultValues: EMPTY,
      failure: DONATION_TEXTS.failed,
      onSuccess: async ({ createDonation: receipt }) => {
        if (receipt.requiresGateway) await goToGateway(receipt.id);
        else onOfflineReceipt(receipt);
        return undefined;
      },
    },
  );
  const { getValues, setValue } = form;

  useEffect(() => {
    const current = getValues('paymentMethod');
    if (methods.length > 0 && !methods.some((method) => method.code === current)) {
      setValue('paymentMethod', methods[0].code);
    }
  }, [methods, getValues, setValue]);

  async function goToGateway(donationId: number): Promise<void> {
    let gatewayUrl: string | undefined;
    try {
      const { data } = await requestPayment({ variables: { donationId } });
      gatewayUrl = data?.requestZarinpalPayment.gatewayUrl;
    } catch {
      toast.error(DONATION_TEXTS.gatewayFailed);
      return;
    }
    if (!gatewayUrl) {
      toast.error(DONATION_TEXTS.gatewayLinkMissing);
      return;
    }
    toast.loading(DONATION_TEXTS.redirecting);
    window.location.assign(gatewayUrl);
  }

  return {
    form,
    submit,
    isGuest,
    donorName: user ? getDisplayName(user) : null,
  };
}
