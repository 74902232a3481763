interface RowSelectProps<V extends string> {
  /** The select's accessible name, naming its row (e.g. «وضعیت پیام سارا»). */
  label: string;
  value: V;
  /** The choices, in order, and the Persian name of each. */
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** A small select in a table row (or a dialog) that changes one field of its row at once. */
export function RowSelect<V extends string>({
  label,
  value,
  values,
  labels,
  onChange,
  disabled,
}: RowSelectProps<V>) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as V)}
      className="rounded-lg border border-ink-200 bg-white px-2 py-1.5 text-sm"
    >
      {values.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </select>
  );
}
