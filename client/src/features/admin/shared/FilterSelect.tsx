export interface FilterSelectProps {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string | null) => void;
  /** The first option's text, which clears the filter (default «همه»). */
  allLabel?: string;
}

/** A list filter as a labelled select whose first option, «همه», clears it. */
export function FilterSelect({ label, value, options, onChange, allLabel = 'همه' }: FilterSelectProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-600">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value || null)}
        className="max-w-56 rounded-lg border border-ink-200 bg-white px-2 py-2 text-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
