import { isoDateToJalali, parseJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { useEffect, useId, useState } from 'react';

interface JalaliDateFilterProps {
  label: string;
  /** Gregorian 'YYYY-MM-DD' (as the server takes it), or undefined. */
  value?: string;
  onChange: (iso: string | null) => void;
}

const shown = (iso?: string) => {
  const j = iso ? isoDateToJalali(iso) : null;
  return j
    ? toPersianDigits(`${j.jy}/${String(j.jm).padStart(2, '0')}/${String(j.jd).padStart(2, '0')}`)
    : '';
};

/** A Persian-calendar day typed as ۱۴۰۵/۰۹/۰۱ (Persian or Latin digits), applied on Enter or when left. */
export function JalaliDateFilter({ label, value, onChange }: JalaliDateFilterProps) {
  const id = useId();
  const [text, setText] = useState(shown(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(shown(value)), [value]);
  const apply = () => {
    if (!text.trim()) {
      setInvalid(false);
      if (value) onChange(null);
      return;
    }
    const iso = parseJalaliDate(text);
    setInvalid(iso === null);
    if (iso && iso !== value) onChange(iso);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={text}
        placeholder="۱۴۰۵/۰۱/۰۱"
        inputMode="numeric"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
        className="w-36 rounded-lg border border-ink-200 px-2 py-2 aria-[invalid=true]:border-red-400"
      />
      {invalid && (
        <span id={`${id}-error`} className="text-xs text-red-600">
          تاریخ را مثل ۱۴۰۵/۰۹/۰۱ بنویسید
        </span>
      )}
    </div>
  );
}
