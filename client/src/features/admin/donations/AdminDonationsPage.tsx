import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PAGE_SIZE } from '@common/constants';
import { formatJalaliDate } from '@common/date';
import { DONATION_STATUSES, type DonationStatus } from '@common/enums';
import { donationStatusLabels } from '@common/labels';
import { formatToman } from '@common/money';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRowSelection } from '../../../components/data-table/useRowSelection';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { Button } from '../../../components/ui/Button';
import {
  AdminDonationsDocument,
  type AdminDonationsQuery,
  AdminProgramOptionsDocument,
  UpdateDonationStatusDocument,
} from '../../../gql/graphql';
import { programUrls } from '../programs/urls';
import { AdminListPage } from '../shared/AdminListPage';
import { adminAction } from '../shared/adminAction';
import { column, NameCell, sortableColumn } from '../shared/columns';
import { DateRangeFilter } from '../shared/DateRangeFilter';
import { ExportButton } from '../shared/ExportButton';
import { actionsColumn } from '../shared/RowActions';
import { TableFilterSelect, TableSearch } from '../shared/TableFilters';
import { DonationStatusBadge } from './DonationStatusBadge';
import { donationName, donorLabel } from './donationName';
import { useDonationBulkActions } from './useDonationBulkActions';

type Row = AdminDonationsQuery['adminDonations']['content'][number];
const TITLE = 'کمک‌های مالی';
const isStatus = (value?: string): value is DonationStatus =>
  DONATION_STATUSES.includes(value as DonationStatus);
const STATUS_OPTIONS = DONATION_STATUSES.map((s) => ({ value: s, label: donationStatusLabels[s] }));

/** /admin/donations: filters, search, and approve/reject for pending donations (spec doc 3 §2.17). */
export function AdminDonationsPage() {
  const table = useTableParams({
    size: ADMIN_PAGE_SIZE,
    sortable: ['donationDate', 'amount'],
    filters: ['status', 'programId', 'q', 'from', 'to'],
  });
  const { status, programId, q = '', from, to } = table.filters;
  const variables = {
    page: table.page,
    size: table.size,
    sortBy: table.sort?.id === 'amount' ? ('AMOUNT' as const) : ('DONATION_DATE' as const),
    sortDir: table.sort?.direction === 'asc' ? ('ASC' as const) : ('DESC' as const),
    status: isStatus(status) ? status : undefined,
    programId: programId ? Number(programId) : undefined,
    q: q || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const query = useQuery(AdminDonationsDocument, { variables });
  // A failed program list only leaves the filter empty (spec doc 3 §8).
  const programs = useQuery(AdminProgramOptionsDocument).data?.adminProgramOptions ?? [];
  const [update] = useMutation(UpdateDonationStatusDocument);
  const [deciding, setDeciding] = useState<number | null>(null);
  const answer = query.data ?? query.previousData;
  const selection = useRowSelection(answer?.adminDonations.content, {
    rowKey: (d) => d.id,
    rowName: donationName,
    canSelect: (d) => d.status === 'PENDING',
  });
  const bulkActions = useDonationBulkActions(selection.selectedRows.length);

  const decide = async (row: Row, next: DonationStatus) => {
    setDeciding(row.id);
    await adminAction(update({ variables: { id: row.id, status: next } }), {
      success: `وضعیت کمک به «${donationStatusLabels[next]}» تغییر کرد`,
      failure: 'خطایی در به‌روزرسانی وضعیت رخ داد.',
    });
    setDeciding(null);
    void query.refetch();
  };

  const columns: ColumnDef<Row, unknown>[] = [
    column('donor', 'اهداکننده', (d) => <NameCell name={donorLabel(d)} detail={d.donorEmail} ltr />),
    sortableColumn('amount', 'مبلغ', (d) => formatToman(d.amount)),
    column('program', 'برنامه', (d) => (
      <Link to={programUrls.edit(d.programId)} className="text-brand-700 hover:underline">
        {d.programName}
      </Link>
    )),
    sortableColumn('donationDate', 'تاریخ', (d) => formatJalaliDate(d.donationDate)),
    column('status', 'وضعیت', (d) => <DonationStatusBadge status={d.status} />),
    actionsColumn((d) =>
      d.status === 'PENDING' ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            loading={deciding === d.id}
            onClick={() => void decide(d, 'COMPLETED')}
            aria-label={`تأیید کمک ${d.id}`}
          >
            تأیید
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={deciding === d.id}
            onClick={() => void decide(d, 'FAILED')}
            aria-label={`رد کمک ${d.id}`}
          >
            رد
          </Button>
        </div>
      ) : null,
    ),
  ];

  return (
    <AdminListPage
      title={TITLE}
      actions={
        <ExportButton kind="donations" filters={{ status: variables.status, programId, q, from, to }} />
      }
      filters={
        <>
          <TableSearch label="جستجو در نام، ایمیل یا موبایل اهداکننده و شناسه پرداخت" table={table} />
          <div className="flex flex-wrap items-end gap-3 text-sm">
            <DateRangeFilter label="تاریخ کمک" table={table} />
            <TableFilterSelect
              label="برنامه"
              table={table}
              name="programId"
              options={programs.map((p) => ({ value: String(p.id), label: p.name }))}
              allLabel="همه‌ی برنامه‌ها"
            />
            <TableFilterSelect label="وضعیت" table={table} name="status" options={STATUS_OPTIONS} />
          </div>
        </>
      }
      bulk={{
        selection,
        actions: bulkActions,
        itemName: donationName,
        failure: 'خطایی در به‌روزرسانی وضعیت رخ داد.',
      }}
      label="فهرست کمک‌ها"
      columns={columns}
      rows={answer?.adminDonations}
      state={table}
      query={query}
      errorText="خطایی در دریافت کمک‌ها رخ داد."
      emptyText="کمکی با این مشخصات پیدا نشد."
    />
  );
}
