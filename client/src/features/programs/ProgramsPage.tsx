import { useState } from 'react';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../lib/usePageTitle';
import { ProgramResults } from './list/ProgramResults';
import { ProgramSearch } from './list/ProgramSearch';
import { usePublicPrograms } from './list/usePublicPrograms';

const TITLE = 'برنامه‌ها';

/** /programs: the active programs with a search over their names and descriptions. */
export function ProgramsPage() {
  usePageTitle(
    TITLE,
    'برنامه‌های حمایتی انجمن نور دانش: بورسیه‌ی تحصیلی، لوازم آموزشی، منتورینگ و زیرساخت مدرسه‌ها؛ از هر برنامه که می‌خواهید حمایت کنید.',
  );
  const [query, setQuery] = useState('');
  const { programs, total, search, loading, error, retry } = usePublicPrograms(query);
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="برنامه‌های فعال خیریه را ببینید و با حمایت از هر کدام، مسیر تحصیل دانش‌آموزی را هموارتر کنید."
      />
      <section
        aria-label="فهرست برنامه‌ها"
        className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6"
      >
        <h2 className="sr-only">فهرست برنامه‌ها</h2>
        <div className="max-w-xl">
          <ProgramSearch value={query} onChange={setQuery} />
        </div>
        <ProgramResults
          programs={programs}
          total={total}
          search={search}
          loading={loading}
          error={error}
          onRetry={retry}
          onClearSearch={() => setQuery('')}
        />
      </section>
    </>
  );
}
