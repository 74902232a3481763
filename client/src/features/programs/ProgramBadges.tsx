import { labelOf, programStatusLabels, programTypeLabels } from '@common/labels';
import type { ProgramStatus, ProgramType } from '../../gql/graphql';

const STATUS_TONES: Partial<Record<ProgramStatus, string>> = {
  ACTIVE: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  COMPLETED: 'bg-sky-50 text-sky-700 ring-sky-200',
  CANCELLED: 'bg-red-50 text-red-700 ring-red-200',
};

/** The status and type chips of a program. */
export function ProgramBadges({ status, type }: { status: ProgramStatus; type: ProgramType }) {
  const statusTone = STATUS_TONES[status] ?? 'bg-amber-50 text-amber-700 ring-amber-200';
  return (
    <div className="flex flex-wrap gap-2 text-xs font-medium">
      <span className={`rounded-full px-3 py-1 ring-1 ring-inset ${statusTone}`}>
        {labelOf(programStatusLabels, status)}
      </span>
      <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-700 ring-1 ring-inset ring-brand-100">
        {labelOf(programTypeLabels, type)}
      </span>
    </div>
  );
}
