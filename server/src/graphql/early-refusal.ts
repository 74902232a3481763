import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import type { DomainError } from '../errors';
import { refusalFor } from './auth-checker';
import { policyTable, type RootType } from './policies';
import type { Viewer } from './viewer';

export type EarlyCheck = (viewer: Viewer | null) => DomainError | null;

/**
 * For rows that carry files: the root field's declared policy, checked before the body is read, so a guest
 * or a member without the role cannot make the server take in up to 100 MB only to be refused after. The
 * resolver still checks with the same rule (`refusalFor`), so this only answers the same refusal sooner;
 * rows without such a policy read the body.
 */
export function earlyCheckFor(operation: DocumentNode): EarlyCheck {
  const definition = operation.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const root: RootType = definition?.operation === 'mutation' ? 'Mutation' : 'Query';
  const { policies } = policyTable();
  const declared = (definition?.selectionSet.selections ?? []).flatMap((s) =>
    s.kind === Kind.FIELD ? [policies[root][s.name.value]] : [],
  );
  if (!declared.some((policy) => policy === 'member' || policy === 'admin' || policy === 'owner'))
    return () => null;
  const roles = declared.includes('admin') ? ['ADMIN'] : [];
  return (viewer) => refusalFor(viewer, roles);
}
