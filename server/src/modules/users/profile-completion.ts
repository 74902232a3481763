import { type CompletionFields, profileCompletionPercent } from '@common/profile-completion';

export type { CompletionFields };

/** Spec doc 1 §5: six fields, each one sixth; the percentage is rounded (common/profile-completion.ts). */
export function profileCompletion(user: CompletionFields): number {
  return profileCompletionPercent(user);
}
