import { registerEnumType } from 'type-graphql';

/** The direction of a sorted list, shared by every list that lets the caller choose one. */
export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

registerEnumType(SortDirection, { name: 'SortDirection' });
