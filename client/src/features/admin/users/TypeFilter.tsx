import { toPersianDigits } from '@common/digits';
import { USER_TYPES, type UserType } from '@common/enums';
import { adminRoleLabels } from '@common/labels';

interface TypeFilterProps {
  value: UserType | null;
  counts?: { total: number } & Record<UserType, number>;
  onChange: (type: UserType | null) => void;
}

/** The filter buttons All, Student, Donor, Staff, Admin with their counts (spec doc 3 §2.4). */
export function TypeFilter({ value, counts, onChange }: TypeFilterProps) {
  const options: Array<{ type: UserType | null; label: string; count?: number }> = [
    { type: null, label: 'همه', count: counts?.total },
    ...[...USER_TYPES]
      .reverse()
      .map((type) => ({ type, label: adminRoleLabels[type], count: counts?.[type] })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">نوع کاربر</legend>
      {options.map((option) => {
        const active = option.type === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.type)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition-colors ${
              active
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50'
            }`}
          >
            {option.label}
            {option.count !== undefined && <span className="ms-1.5">({toPersianDigits(option.count)})</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
