import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import { DomainError } from '../errors';
import type { Viewer } from '../graphql/context';
import { policies, type RootType } from '../graphql/policies';

export type EarlyCheck = (viewer: Viewer | null) => DomainError | null;

/**
 * For rows that carry files: the root field's declared policy, checked before the body is read, so a guest
 * or a member without the role cannot make the server take in up to 100 MB only to be refused after. The
 * resolver still checks (this only answers the same refusal sooner); owner and public rows read the body.
 */
export function earlyCheckFor(operation: DocumentNode): EarlyCheck {
  const definition = operation.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const root: RootType = definition?.operation === 'mutation' ? 'Mutation' : 'Query';
  const fields = (definition?.selectionSet.selections ?? []).flatMap((s) =>
    s.kind === Kind.FIELD ? [s.name.value] : [],
  );
  const declared = fields.map((field) => policies[root][field]);
  const needsViewer = declared.some((p) => p === 'member' || p === 'admin' || p === 'owner');
  const needsAdmin = declared.includes('admin');
  return (viewer) => {
    if (needsViewer && !viewer) return new DomainError('UNAUTHENTICATED');
    if (needsAdmin && viewer?.userType !== 'ADMIN') return new DomainError('FORBIDDEN');
    return null;
  };
}
