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
import { ExportButton } from '../shared/ExportButton';
import { FilterSelect } from '../shared/FilterSelect';
import { SearchBox } from '../shared/SearchBox';
import { StatCard } from '../shared/StatCard';
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
  const { data, previousData, loading, error, refetch } = useQuery(AdminContactsDocument, {
    variables: {
      page: table.page,
      size: table.size,
      status: isStatus(status) ? status : undefined,
      q: q || undefined,
    },
  });
  const answer = data ?? previousData;
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
    void refetch();
  };

  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'sender',
      header: 'فرستنده',
      cell: ({ row: { original: m } }) => (
        <div className="flex flex-col">
          <span className="font-medium text-ink-900">{m.name}</span>
          <span className="text-xs text-ink-500" dir="ltr">
            {m.email}
          </span>
        </div>
      ),
    },
    { id: 'subject', header: 'موضوع', cell: ({ row: { original: m } }) => contactSubjectLabels[m.subject] },
    {
      id: 'message',
      header: 'پیام',
      cell: ({ row: { original: m } }) => (
        <span className="text-ink-600">{preview(m.message, PREVIEW_LENGTH)}</span>
      ),
    },
    {
      id: 'status',
      header: 'وضعیت',
      cell: ({ row: { original: m } }) => (
        <ContactStatusSelect
          label={`وضعیت پیام ${m.name}`}
          value={m.status}
          onChange={(s) => void setStatus(m, s)}
        />
      ),
    },
    { id: 'createdAt', header: 'تاریخ', cell: ({ row: { original: m } }) => formatJalaliDate(m.createdAt) },
    {
      id: 'view',
      header: 'مشاهده',
      cell: ({ row: { original: m } }) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setOpenId(m.id)}
          aria-label={`مشاهده‌ی پیام ${m.name}`}
        >
          مشاهده
        </Button>
      ),
    },
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
          <SearchBox
            label="جستجو در نام، ایمیل، تلفن، موضوع یا متن پیام"
            value={q}
            onSearch={(words) => table.setFilter('q', words)}
          />
          <FilterSelect
            label="وضعیت"
            value={isStatus(status) ? status : ''}
            options={STATUS_OPTIONS}
            onChange={(value) => table.setFilter('status', value)}
          />
        </>
      }
      bulk={{
        selection,
        actions: [resolveChosen],
        rowId: (m) => m.id,
        itemName: contactName,
        failure: 'خطا در به‌روزرسانی وضعیت',
      }}
      label="فهرست پیام‌های تماس"
      columns={columns}
      rows={answer?.adminContactMessages}
      rowKey={(m) => m.id}
      state={table}
      loading={loading}
      error={error}
      errorText="خطا در دریافت فهرست پیام‌ها"
      emptyText={q || status ? 'پیامی با این مشخصات پیدا نشد.' : 'پیامی نرسیده است.'}
      onRefresh={() => void refetch()}
    >
      <ContactDetailDialog
        message={open}
        onClose={() => setOpenId(null)}
        onStatus={(m, s) => void setStatus(m, s)}
      />
    </AdminListPage>
  );
}
