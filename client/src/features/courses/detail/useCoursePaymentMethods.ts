import { useQuery } from '@apollo/client/react';
import { CoursePaymentMethodsDocument, type CoursePaymentMethodsQuery } from '../../../gql/graphql';

export type CoursePaymentMethod = CoursePaymentMethodsQuery['activePaymentMethods'][number];

/** The active payment methods for courses (empty while loading or when the fetch fails). */
export function useCoursePaymentMethods(): CoursePaymentMethod[] {
  const { data } = useQuery(CoursePaymentMethodsDocument);
  return data?.activePaymentMethods ?? [];
}

/** Online methods send the browser to the gateway; the others wait for an admin's approval. */
export const isOnline = (method: Pick<CoursePaymentMethod, 'provider'>) => method.provider === 'ZARINPAL';
