import { useQuery } from '@apollo/client/react';
import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { USER_TYPES, type UserType } from '@common/enums';
import { adminRoleLabels } from '@common/labels';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/DataTable';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { Avatar } from '../../../components/ui/Avatar';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PencilIcon, TrashIcon } from '../../../components/ui/pageIcons';
import { Switch } from '../../../components/ui/Switch';
import {
  type AdminUserRowFieldsFragment,
  AdminUsersDocument,
  type UserSortField,
} from '../../../gql/graphql';
import { AdminPage } from '../shared/AdminPage';
import { ExportButton } from '../shared/ExportButton';
import { FilterSelect } from '../shared/FilterSelect';
import { SearchBox } from '../shared/SearchBox';
import { TypeFilter } from './TypeFilter';
import { USER_TEXTS } from './userTexts';
import { useUserActions } from './useUserActions';

type Row = AdminUserRowFieldsFragment;
const SORT_FIELDS: Record<string, UserSortField> = { id: 'ID', createdAt: 'CREATED_AT', name: 'NAME' };
const ACTIVE_OPTIONS = [
  { value: 'active', label: 'فعال' },
  { value: 'inactive', label: 'غیرفعال' },
];
const isUserType = (value: string | undefined): value is UserType => USER_TYPES.includes(value as UserType);

/** /admin/users: search, type filters with counts, the row switches and actions (spec doc 3 §2.4). */
export function AdminUsersPage() {
  const table = useTableParams({
    size: 10,
    sortable: Object.keys(SORT_FIELDS),
    filters: ['q', 'type', 'filter'],
  });
  const { q = '', type, filter } = table.filters;
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: {
      page: table.page,
      size: table.size,
      sortBy: table.sort ? SORT_FIELDS[table.sort.id] : undefined,
      sortDir: table.sort ? (table.sort.direction === 'asc' ? 'ASC' : 'DESC') : undefined,
      q: q || undefined,
      type: isUserType(type) ? type : undefined,
      active: filter === 'active' ? true : filter === 'inactive' ? false : undefined,
    },
  });
  const answer = data ?? previousData;
  const actions = useUserActions(() => void refetch());
  const [typeChange, setTypeChange] = useState<{ user: Row; to: UserType } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [pending, setPending] = useState(false);

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'lastName',
        header: 'کاربر',
        enableSorting: true,
        cell: ({ row: { original: user } }) => (
          <div className="flex items-center gap-3">
            <Avatar user={user} />
            <div className="flex min-w-0 flex-col">
              <span className="font-medium text-ink-900">{user.fullName}</span>
              <span className="truncate text-xs text-ink-500" dir="ltr">
                {user.email ?? toPersianDigits(user.phoneNumber)}
              </span>
            </div>
          </div>
        ),
      },
      {
        id: 'userType',
        header: 'نوع',
        cell: ({ row: { original: user } }) => (
          <select
            aria-label={`نوع کاربر ${user.fullName}`}
            value={user.userType}
            onChange={(event) => setTypeChange({ user, to: event.target.value as UserType })}
            className="rounded-lg border border-ink-200 bg-white px-2 py-1.5 text-sm"
          >
            {USER_TYPES.map((value) => (
              <option key={value} value={value}>
                {adminRoleLabels[value]}
              </option>
            ))}
          </select>
        ),
      },
      {
        id: 'isActive',
        header: 'فعال',
        cell: ({ row: { original: user } }) => (
          <Switch
            checked={user.isActive}
            label={`فعال بودن حساب ${user.fullName}`}
            onCheckedChange={() => void actions.toggleStatus(user.id)}
          />
        ),
      },
      {
        id: 'emailVerified',
        header: 'ایمیل تأییدشده',
        cell: ({ row: { original: user } }) => (
          <Switch
            checked={user.emailVerified}
            label={`تأیید ایمیل ${user.fullName}`}
            onCheckedChange={() => void actions.toggleVerification(user.id)}
          />
        ),
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: 'تاریخ عضویت',
        enableSorting: true,
        cell: ({ row: { original: user } }) => formatJalaliDate(user.createdAt),
      },
      {
        id: 'actions',
        header: 'عملیات',
        cell: ({ row: { original: user } }) => (
          <div className="flex items-center gap-1">
            <Link
              to={`/admin/users/${user.id}/edit`}
              aria-label={`ویرایش ${user.fullName}`}
              className={buttonClasses('ghost', 'sm')}
            >
              <PencilIcon className="size-4" />
            </Link>
            <button
              type="button"
              aria-label={`حذف ${user.fullName}`}
              className={buttonClasses('danger', 'sm')}
              onClick={() => setDeleting(user)}
            >
              <TrashIcon className="size-4" />
            </button>
          </div>
        ),
      },
    ],
    [actions],
  );

  const confirmTypeChange = async () => {
    if (!typeChange) return;
    setPending(true);
    await actions.changeType(typeChange.user.id, typeChange.to);
    setPending(false);
    setTypeChange(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    await actions.remove(deleting.id);
    setPending(false);
    setDeleting(null);
  };

  return (
    <AdminPage
      title={USER_TEXTS.listTitle}
      breadcrumb={[{ label: 'داشبورد', to: '/admin' }, { label: USER_TEXTS.listTitle }]}
      actions={
        <>
          <ExportButton
            kind="users"
            filters={{
              q,
              type: isUserType(type) ? type : undefined,
              active: filter === 'active' ? true : filter === 'inactive' ? false : undefined,
            }}
          />
          <Link to="/admin/users/create" className={buttonClasses('primary', 'md')}>
            افزودن کاربر
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <SearchBox
            label={USER_TEXTS.searchLabel}
            value={q}
            onSearch={(words) => table.setFilter('q', words)}
          />
          <FilterSelect
            label="وضعیت"
            value={filter ?? ''}
            options={ACTIVE_OPTIONS}
            onChange={(value) => table.setFilter('filter', value)}
          />
        </div>
        <TypeFilter
          value={isUserType(type) ? type : null}
          counts={answer?.adminUserCounts}
          onChange={(value) => table.setFilter('type', value)}
        />
        <DataTable
          label="فهرست کاربران"
          columns={columns}
          rows={answer?.adminUsers}
          state={table}
          loading={loading}
          error={error ? { message: USER_TEXTS.listFailed, retry: () => void refetch() } : null}
          emptyText={USER_TEXTS.empty}
          rowKey={(user) => user.id}
        />
      </div>
      <ConfirmDialog
        open={typeChange !== null}
        onOpenChange={(open) => !open && setTypeChange(null)}
        title={`تغییر نوع ${typeChange?.user.fullName ?? ''} به «${typeChange ? adminRoleLabels[typeChange.to] : ''}»`}
        description={USER_TEXTS.typeWarning}
        confirmLabel="تغییر نوع کاربر"
        onConfirm={() => void confirmTypeChange()}
        pending={pending}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`حذف ${deleting?.fullName ?? ''}`}
        description="حساب این کاربر حذف می‌شود و دیگر نمی‌تواند وارد شود. کمک‌های ثبت‌شده‌ی او در گزارش‌ها می‌مانند."
        confirmLabel="حذف کاربر"
        destructive
        onConfirm={() => void confirmDelete()}
        pending={pending}
      />
    </AdminPage>
  );
}
