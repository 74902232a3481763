import { SearchIcon } from '../../../components/ui/pageIcons';

/** The search box of /programs. */
export function ProgramSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="relative block">
      <span className="sr-only">جستجوی برنامه</span>
      <SearchIcon className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-400" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="جستجو در نام و توضیحات برنامه‌ها…"
        className="h-12 w-full rounded-2xl border border-ink-200 bg-white ps-11 pe-4 text-sm shadow-sm placeholder:text-ink-400 focus:border-brand-500 focus:outline-none"
      />
    </label>
  );
}
