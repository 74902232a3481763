import { toPersianDigits } from '@common/digits';
import { Button } from '../../../components/ui/Button';
import { AlertIcon, RefreshIcon, SearchIcon } from '../../../components/ui/pageIcons';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusPanel } from '../../../components/ui/StatusPanel';
import type { ProgramCardFieldsFragment } from '../../../gql/graphql';
import { loadErrorText } from '../loadErrorText';
import { ProgramCard } from './ProgramCard';

export const PROGRAMS_LOAD_ERROR = 'خطا در دریافت لیست برنامه‌ها';

interface ProgramResultsProps {
  programs: readonly ProgramCardFieldsFragment[];
  total: number;
  search: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onClearSearch: () => void;
}

/** The grid of programs with its loading, error and empty states. */
export function ProgramResults({
  programs,
  total,
  search,
  loading,
  error,
  onRetry,
  onClearSearch,
}: ProgramResultsProps) {
  if (error && programs.length === 0) {
    return (
      <StatusPanel tone="error" Icon={AlertIcon} title={loadErrorText(error, PROGRAMS_LOAD_ERROR)}>
        <Button onClick={onRetry}>
          <RefreshIcon />
          تلاش دوباره
        </Button>
      </StatusPanel>
    );
  }
  if (loading && programs.length === 0) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="در حال دریافت برنامه‌ها" />
      </div>
    );
  }
  if (programs.length === 0) {
    return search ? (
      <StatusPanel
        Icon={SearchIcon}
        title="برنامه‌ای با این عبارت پیدا نشد"
        description="عبارت دیگری را امتحان کنید."
      >
        <Button variant="secondary" onClick={onClearSearch}>
          پاک کردن جستجو
        </Button>
      </StatusPanel>
    ) : (
      <StatusPanel
        title="در حال حاضر برنامه‌ی فعالی وجود ندارد"
        description="به‌زودی برنامه‌های تازه اضافه می‌شوند."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={loading || undefined}>
      <p role="status" className="text-sm text-ink-500">
        {toPersianDigits(total)} برنامه‌ی فعال
      </p>
      <ul
        className={`grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${loading ? 'opacity-60 transition-opacity' : ''}`}
      >
        {programs.map((program, index) => (
          <li key={program.id} className="flex">
            <ProgramCard program={program} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
