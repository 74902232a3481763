import { useEffect, useState } from 'react';
import { SearchIcon } from '../../../components/ui/pageIcons';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

/** How long typing pauses before a search is sent. */
export const TYPING_PAUSE_MS = 400;

interface SearchBoxProps {
  label: string;
  /** The words in the address. */
  value: string;
  /** Called once typing pauses. */
  onSearch: (words: string) => void;
}

/** A search field that updates the list once typing pauses (the words live in the address). */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, TYPING_PAUSE_MS);
  useEffect(() => {
    if (settled.trim() !== value.trim()) onSearch(settled.trim());
  }, [settled, value, onSearch]);
  useEffect(() => setText((current) => (current.trim() === value.trim() ? current : value)), [value]);

  return (
    <label className="relative block w-full sm:max-w-sm">
      <span className="sr-only">{label}</span>
      <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-ink-400" />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        className="w-full rounded-xl border border-ink-200 bg-white py-2.5 ps-10 pe-3 text-sm shadow-sm focus:border-brand-500 focus:outline-none"
      />
    </label>
  );
}
