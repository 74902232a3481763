import { useQuery } from '@apollo/client/react';
import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableParams } from '../../components/data-table/useTableParams';
import { PageHeader } from '../../components/layout/PageHeader';
import { LtrDigits } from '../../components/ui/LtrDigits';
import { MyDonationHistoryDocument, type MyDonationHistoryQuery } from '../../gql/graphql';
import { serverErrorMessage } from '../../lib/serverError';
import { usePageTitle } from '../../lib/usePageTitle';
import { DonationStatusBadge } from '../admin/donations/DonationStatusBadge';
import { FilterSelect } from '../admin/shared/FilterSelect';
import { RECEIPT_TEXTS as T } from './receiptTexts';
import { StatementButton } from './StatementButton';

type Row = MyDonationHistoryQuery['myDonations']['content'][number];

const PAGE_SIZE = 10;
const readYear = (text: string | undefined) => (text && /^\d{4}$/.test(text) ? Number(text) : undefined);

/** /profile/donations: every donation of the member, newest first, by Jalali year, with each receipt. */
export function DonationHistoryPage() {
  usePageTitle(T.historyTitle);
  const table = useTableParams({ size: PAGE_SIZE, filters: ['year'] });
  const year = readYear(table.filters.year);
  const { data, previousData, loading, error, refetch } = useQuery(MyDonationHistoryDocument, {
    variables: { page: table.page, size: table.size, jalaliYear: year },
    fetchPolicy: 'cache-and-network',
  });
  const answer = data ?? previousData;
  const years = answer?.myDonationYears ?? [];

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'date',
        header: T.columns.date,
        cell: ({ row: { original: d } }) => formatJalaliDate(d.donationDate),
      },
      {
        id: 'program',
        header: T.columns.program,
        cell: ({ row: { original: d } }) => (
          <Link to={`/programs/${d.programId}`} className="font-medium text-ink-900 hover:text-brand-700">
            {d.programName}
          </Link>
        ),
      },
      {
        id: 'amount',
        header: T.columns.amount,
        cell: ({ row: { original: d } }) => <span className="font-semibold">{formatToman(d.amount)}</span>,
      },
      { id: 'method', header: T.columns.method, cell: ({ row: { original: d } }) => d.paymentMethodName },
      {
        id: 'status',
        header: T.columns.status,
        cell: ({ row: { original: d } }) => <DonationStatusBadge status={d.status} />,
      },
      {
        id: 'reference',
        header: T.columns.reference,
        cell: ({ row: { original: d } }) =>
          d.paymentReference ? <LtrDigits text={d.paymentReference} /> : T.noReceipt,
      },
      {
        id: 'receipt',
        header: T.columns.receipt,
        cell: ({ row: { original: d } }) =>
          d.receiptNumber ? (
            <Link
              to={`/profile/donations/${d.id}/receipt`}
              aria-label={T.viewReceipt(toPersianDigits(d.receiptNumber))}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <LtrDigits text={d.receiptNumber} />
            </Link>
          ) : (
            T.noReceipt
          ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title={T.historyTitle}
        subtitle={T.historySubtitle}
        breadcrumb={[{ label: T.profile, to: '/profile' }, { label: T.historyTitle }]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100">
          <FilterSelect
            label={T.yearFilter}
            value={year ? String(year) : ''}
            allLabel={T.allYears}
            options={years.map((y) => ({ value: String(y), label: toPersianDigits(y) }))}
            onChange={(value) => table.setFilter('year', value)}
          />
          {year && <StatementButton year={year} />}
        </div>
        <DataTable
          label={T.tableLabel}
          columns={columns}
          rows={answer?.myDonations}
          state={table}
          loading={loading && !answer}
          error={
            error
              ? {
                  message: serverErrorMessage(error, { rejected: T.loadFailed, failed: T.loadFailed }),
                  retry: () => void refetch(),
                }
              : null
          }
          emptyText={year ? T.emptyYear : T.empty}
          rowKey={(d) => d.id}
        />
      </div>
    </>
  );
}
