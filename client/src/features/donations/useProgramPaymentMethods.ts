import { useQuery } from '@apollo/client/react';
import { ProgramPaymentMethodsDocument } from '../../gql/graphql';
import { DEFAULT_PAYMENT_METHODS, type DonationPaymentMethod } from './paymentMethods';

/**
 * The active payment methods for programs, in order; the three defaults when none can be loaded (a failed
 * fetch is not reported: spec doc 2 §8). Empty while loading.
 */
export function useProgramPaymentMethods(): { methods: readonly DonationPaymentMethod[]; loading: boolean } {
  const { data, loading, error } = useQuery(ProgramPaymentMethodsDocument);
  const loaded = data?.activePaymentMethods ?? [];
  if (loaded.length > 0) return { methods: loaded, loading: false };
  if (loading && !error) return { methods: [], loading: true };
  return { methods: DEFAULT_PAYMENT_METHODS, loading: false };
}
