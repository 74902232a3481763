import { useQuery } from '@apollo/client/react';
import { toLatinDigits, toPersianDigits } from '@common/digits';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../app/head/pageMeta';
import { Button } from '../../components/ui/Button';
import { AlertIcon, RefreshIcon } from '../../components/ui/pageIcons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { FinancialReportDocument, PublicPageByKeyDocument } from '../../gql/graphql';
import { LayoutRenderer } from '../page-layouts/LayoutRenderer';
import { loadErrorText } from '../programs/loadErrorText';
import { MoneySummary } from './MoneySummary';
import { transparencyTexts as texts } from './transparencyTexts';
import { YearTotalsTable } from './YearTotalsTable';

/** `?year=1404` (Persian digits too); anything else is this year (the server's default). */
function yearOf(param: string | null): number | null {
  const year = Number(toLatinDigits(param ?? ''));
  return Number.isInteger(year) && year > 0 ? year : null;
}

/**
 * /reports: the association's money in and out per program in one Jalali year, chosen in the address
 * (`?year=`), rendered on the server like the other public pages. Below the figures, whatever the admins
 * published as the 'reports' page (documents, explanations).
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(FinancialReportDocument, {
    variables: { jalaliYear: yearOf(params.get('year')) },
  });
  const narrative = useQuery(PublicPageByKeyDocument, { variables: { pageKey: 'reports' } }).data
    ?.publicPageByKey;
  const report = data?.financialReport;
  usePageMeta({ title: texts.reportsTitle, description: texts.reportsIntro });

  return (
    <article
      aria-label={texts.reportsTitle}
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6"
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">{texts.reportsTitle}</h1>
          <p className="mt-2 text-sm leading-7 text-ink-600">{texts.reportsIntro}</p>
        </div>
        {report && (
          <label className="flex items-center gap-2 text-sm text-ink-600">
            {texts.year}
            <select
              value={report.jalaliYear}
              onChange={(event) => setParams({ year: event.target.value })}
              className="rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm"
            >
              {report.years.map((year) => (
                <option key={year} value={year}>
                  {toPersianDigits(year)}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      {loading && !report ? (
        <PageSpinner label={texts.loading} />
      ) : !report ? (
        <StatusPanel
          tone="error"
          Icon={AlertIcon}
          title={texts.loadError}
          description={loadErrorText(error, 'لطفاً دوباره تلاش کنید.')}
        >
          <Button onClick={() => void refetch().catch(() => undefined)}>
            <RefreshIcon />
            {texts.retry}
          </Button>
        </StatusPanel>
      ) : (
        <>
          <MoneySummary moneyIn={report.moneyIn} moneyOut={report.moneyOut} />
          <YearTotalsTable report={report} />
        </>
      )}
      {narrative && (
        <section aria-label={narrative.name}>
          <LayoutRenderer content={narrative.content} />
        </section>
      )}
    </article>
  );
}
