import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PAGE_SIZE } from '@common/constants';
import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { CONTACT_STATUSES, type ContactStatus } from '@common/enums';
import { contactStatusLabels, contactSubjectLabels } from '@common/labels';
import { preview } from '@common/text';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useRowSelection } from '../../../components/data-table/useRowSelection';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { Button } from '../../../components/ui/Button';
import { MailIcon } from '../../../components/ui/icons';
import { CheckIcon } from '../../../components/ui/pageIcons';
import {
  type AdminContactFieldsFragment,
  AdminContactsDocument,
  BulkUpdateContactStatusDocument,
  UpdateContactStatusDocument,
} from '../../../gql/graphql';
import { AdminListPage } from '../shared/AdminListPage';
import { adminAction } from '../shared/adminAction';
import type { BulkAction } from '../shared/BulkActionBar';
import { column, NameCell } from '../shared/columns';
import { ExportButton } from '../shared/ExportButton';
import { StatCard } from '../shared/StatCard';
import { TableFilterSelect, TableSearch } from '../shared/TableFilters';
import { ContactDetailDialog } from './ContactDetailDialog';
import { ContactStatusSelect } from './ContactStatusSelect';
import { contactName } from './contactName';

type Row = AdminContactFieldsFragment;
const PREVIEW_LENGTH = 60;
const TITLE = 'پیام‌های تماس';
const isStatus = (value?: string): value is ContactStatus =>
  CONTACT_STATUSES.includes(value as ContactStatus);
const STATUS_OPTIONS = CONTACT_STATUSES.map((value) => ({ value, label: contactStatusLabels[value] }));

/**
 * /admin/contacts: the messages (searched, filtered by status), their status, a detail dialog (spec doc 3
 * §2.6) and the chosen messages marked resolved at once.
 */
export function AdminContactsPage() {
  const table = useTableParams({ size: ADMIN_PAGE_SIZE, filters: ['status', 'q'] });
  const { status, q = '' } = table.filters;
  const query = useQuery(AdminContactsDocument, {
    variables: {
      page: table.page,
      size: table.size,
      status: isStatus(status) ? status : undefined,
      q: q || undefined,
    },
  });
  const answer = query.data ?? query.previousData;
  const [update] = useMutation(UpdateContactStatusDocument);
  const [bulk] = useMutation(BulkUpdateContactStatusDocument);
  const selection = useRowSelection(answer?.adminContactMessages.content, {
    rowKey: (m) => m.id,
    rowName: contactName,
    canSelect: (m) => m.status !== 'RESOLVED',
  });
  const resolveChosen: BulkAction = {
    label: contactStatusLabels.RESOLVED,
    confirmTitle: `رسیدگی‌شده کردن ${toPersianDigits(selection.selectedRows.length)} پیام`,
    confirmDescription: 'وضعیت این پیام‌ها «رسیدگی‌شده» می‌شود.',
    confirmLabel: 'علامت رسیدگی‌شده',
    run: async (ids) =>
      (await bulk({ variables: { ids, status: 'RESOLVED' } })).data?.bulkUpdateContactStatus,
  };
  const [openId, setOpenId] = useState<number | null>(null);
  const open = answer?.adminContactMessages.content.find((m) => m.id === openId) ?? null;

  const setStatus = async (message: Row, status: ContactStatus) => {
    await adminAction(update({ variables: { id: message.id, status } }), {
      success: 'وضعیت پیام به‌روزرسانی شد',
      failure: 'خطا در به‌روزرسانی وضعیت',
    });
    void query.refetch();
  };

  const columns: ColumnDef<Row, unknown>[] = [
    column('sender', 'فرستنده', (m) => <NameCell name={m.name} detail={m.email} ltr />),
    column('subject', 'موضوع', (m) => contactSubjectLabels[m.subject]),
    column('message', 'پیام', (m) => (
      <span className="text-ink-600">{preview(m.message, PREVIEW_LENGTH)}</span>
    )),
    column('status', 'وضعیت', (m) => (
      <ContactStatusSelect
        label={`وضعیت پیام ${m.name}`}
        value={m.status}
        onChange={(s) => void setStatus(m, s)}
      />
    )),
    column('createdAt', 'تاریخ', (m) => formatJalaliDate(m.createdAt)),
    column('view', 'مشاهده', (m) => (
      <Button variant="ghost" size="sm" onClick={() => setOpenId(m.id)} aria-label={`مشاهده‌ی پیام ${m.name}`}>
        مشاهده
      </Button>
    )),
  ];

  const counts = answer?.adminContactCounts;
  return (
    <AdminListPage
      title={TITLE}
      actions={
        <ExportButton kind="contacts" filters={{ status: isStatus(status) ? status : undefined, q }} />
      }
      top={
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="همه‌ی پیام‌ها" value={toPersianDigits(counts?.total ?? 0)} Icon={MailIcon} />
          <StatCard label="پیام‌های جدید" value={toPersianDigits(counts?.NEW ?? 0)} Icon={MailIcon} />
          <StatCard label="رسیدگی‌شده" value={toPersianDigits(counts?.RESOLVED ?? 0)} Icon={CheckIcon} />
        </div>
      }
      filters={
        <>
          <TableSearch label="جستجو در نام، ایمیل، تلفن، موضوع یا متن پیام" table={table} />
          <TableFilterSelect label="وضعیت" table={table} name="status" options={STATUS_OPTIONS} />
        </>
      }
      bulk={{
        selection,
        actions: [resolveChosen],
        itemName: contactName,
        failure: 'خطا در به‌روزرسانی وضعیت',
      }}
      label="فهرست پیام‌های تماس"
      columns={columns}
      rows={answer?.adminContactMessages}
      state={table}
      query={query}
      errorText="خطا در دریافت فهرست پیام‌ها"
      emptyText={q || status ? 'پیامی با این مشخصات پیدا نشد.' : 'پیامی نرسیده است.'}
    >
      <ContactDetailDialog
        message={open}
        onClose={() => setOpenId(null)}
        onStatus={(m, s) => void setStatus(m, s)}
      />
    </AdminListPage>
  );
}
