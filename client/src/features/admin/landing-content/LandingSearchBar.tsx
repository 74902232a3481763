import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { SearchIcon } from '../../../components/ui/pageIcons';

interface LandingSearchBarProps {
  /** The keyword the list shows now ('' for all). */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The spec's search box with its «جستجو» and «نمایش همه» buttons (doc 3 §2.11). */
export function LandingSearchBar({ keyword, onSearch }: LandingSearchBarProps) {
  const [text, setText] = useState(keyword);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form aria-label="جستجوی محتوا" onSubmit={search} className="flex flex-wrap items-center gap-2">
      <label className="relative block min-w-0 flex-1 sm:max-w-md">
        <span className="sr-only">جستجو در کلید، عنوان، زیرعنوان و محتوا</span>
        <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-ink-400" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="جستجو در کلید، عنوان، زیرعنوان و محتوا"
          className="w-full rounded-xl border border-ink-200 bg-white py-2.5 ps-10 pe-3 text-sm shadow-sm focus:border-brand-500 focus:outline-none"
        />
      </label>
      <Button type="submit" variant="secondary">
        جستجو
      </Button>
      <Button
        type="button"
        variant="ghost"
        disabled={!keyword && !text}
        onClick={() => {
          setText('');
          onSearch('');
        }}
      >
        نمایش همه
      </Button>
    </form>
  );
}
