import {
  type OwnedArgument,
  type Policy,
  policyTable,
  type RootType,
} from '../../../server/src/graphql/policies';
import type { IdKind, Principal } from './world';

/** What a call came to. NULL: no error but a null answer (counts as a denial, never as a success). */
export type Outcome =
  | 'ALLOWED'
  | 'NULL'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'INTERNAL'
  | 'REJECTED_BEFORE_AUTH';

export type Expected = 'ALLOWED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

/** Whose object an owner-scoped call names: the caller's own or another user's. */
export type Target = 'own' | 'stranger' | 'none';

export function policyOf(root: RootType, field: string): Policy | undefined {
  return policyTable().policies[root][field];
}

export function ownedArgumentOf(root: RootType, field: string): OwnedArgument | undefined {
  return policyTable().ownedArguments[`${root}.${field}`];
}

/** The outcome the policy table promises. */
export function expectedOutcome(
  policy: Policy,
  owned: OwnedArgument | undefined,
  principal: Principal,
  target: Target,
): Expected {
  const guest = principal === 'anonymous' || principal === 'deactivated';
  switch (policy) {
    case 'public':
      return 'ALLOWED';
    case 'member':
      return guest ? 'UNAUTHENTICATED' : 'ALLOWED';
    case 'admin':
      return guest ? 'UNAUTHENTICATED' : principal === 'ADMIN' ? 'ALLOWED' : 'FORBIDDEN';
    case 'owner': {
      if (!owned) throw new Error('an owner field needs an ownedArguments entry');
      if (guest) return owned.guest;
      if (target === 'own' || (principal === 'ADMIN' && owned.adminMayAct)) return 'ALLOWED';
      return owned.stranger;
    }
  }
}

/** Allowed means "not refused for who you are"; a denial must be exactly the promised code (or a null). */
export function matches(expected: Expected, outcome: Outcome, target: Target): boolean {
  if (outcome === 'INTERNAL' || outcome === 'REJECTED_BEFORE_AUTH') return false;
  if (expected !== 'ALLOWED') return outcome === expected || outcome === 'NULL';
  if (outcome === 'UNAUTHENTICATED' || outcome === 'FORBIDDEN') return false;
  return !(target === 'own' && (outcome === 'NOT_FOUND' || outcome === 'NULL'));
}

const HTTP_OUTCOMES: Record<number, Outcome> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

export function httpOutcome(status: number): Outcome {
  if (status >= 500) return 'INTERNAL';
  return HTTP_OUTCOMES[status] ?? 'ALLOWED';
}

const GRAPHQL_OUTCOMES: Record<string, Outcome> = {
  INTERNAL_SERVER_ERROR: 'INTERNAL',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
};

export function graphqlOutcome(
  answer: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ path?: unknown; extensions?: Record<string, unknown> }>;
  },
  field: string,
): Outcome {
  const codes = (answer.errors ?? []).map((e) => String(e.extensions?.code));
  for (const code of ['INTERNAL_SERVER_ERROR', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']) {
    if (codes.includes(code)) return GRAPHQL_OUTCOMES[code];
  }
  // Errors without a path never reached execution (validation, variable coercion).
  const executed = (answer.errors ?? []).some((e) => Array.isArray(e.path));
  if (codes.length > 0) return executed ? 'ALLOWED' : 'REJECTED_BEFORE_AUTH';
  return answer.data?.[field] === null || !answer.data ? 'NULL' : 'ALLOWED';
}

const ID_ARGUMENTS: Record<string, IdKind> = {
  programId: 'program',
  courseId: 'course',
  donationId: 'donation',
  userId: 'user',
};

const ID_BY_FIELD: Array<[RegExp, IdKind]> = [
  [/Donation/, 'donation'],
  [/Enrollment/, 'enrollment'],
  [/PaymentMethod/, 'paymentMethod'],
  [/User/, 'user'],
  [/Notification/, 'notification'],
  [/Course/, 'course'],
  [/Program/, 'program'],
  [/PageLayout/, 'pageLayout'],
];

/** Which kind of object an Int argument names, from its name (or, for `id`, the field's name). */
export function idKindOf(field: string, argument: string): IdKind | undefined {
  if (argument in ID_ARGUMENTS) return ID_ARGUMENTS[argument];
  if (argument !== 'id') return undefined;
  return ID_BY_FIELD.find(([pattern]) => pattern.test(field))?.[1];
}

export interface MatrixRow {
  operation: string;
  principal: Principal;
  target: Target;
  expected: Expected;
  outcome: Outcome;
  detail?: string;
}

/** A compact table of the rows that broke the policy. */
export function formatTable(rows: readonly MatrixRow[]): string {
  const lines = rows.map(
    (r) =>
      `${r.operation.padEnd(48)} ${r.principal.padEnd(11)} ${r.target.padEnd(8)} expected ${r.expected.padEnd(15)} got ${r.outcome}${r.detail ? `  ${r.detail.slice(0, 160)}` : ''}`,
  );
  return `\n${'operation'.padEnd(48)} ${'principal'.padEnd(11)} target\n${lines.join('\n')}`;
}
