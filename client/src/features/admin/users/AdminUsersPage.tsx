import { useQuery } from '@apollo/client/react';
import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { USER_TYPES, type UserType } from '@common/enums';
import { adminRoleLabels } from '@common/labels';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { Avatar } from '../../../components/ui/Avatar';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { Switch } from '../../../components/ui/Switch';
import { useConfirm } from '../../../components/ui/useConfirm';
import {
  type AdminUserRowFieldsFragment,
  AdminUsersDocument,
  type UserSortField,
} from '../../../gql/graphql';
import { AdminListPage } from '../shared/AdminListPage';
import { ExportButton } from '../shared/ExportButton';
import { FilterSelect } from '../shared/FilterSelect';
import { actionsColumn, RowActions } from '../shared/RowActions';
import { SearchBox } from '../shared/SearchBox';
import { TypeFilter } from './TypeFilter';
import { userUrls } from './urls';
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
  const active = filter === 'active' ? true : filter === 'inactive' ? false : undefined;
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: {
      page: table.page,
      size: table.size,
      sortBy: table.sort ? SORT_FIELDS[table.sort.id] : undefined,
      sortDir: table.sort ? (table.sort.direction === 'asc' ? 'ASC' : 'DESC') : undefined,
      q: q || undefined,
      type: isUserType(type) ? type : undefined,
      active,
    },
  });
  const answer = data ?? previousData;
  const actions = useUserActions(() => void refetch());
  const confirm = useConfirm();

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const askTypeChange = (user: Row, to: UserType) =>
      void confirm({
        title: `تغییر نوع ${user.fullName} به «${adminRoleLabels[to]}»`,
        body: USER_TEXTS.typeWarning,
        confirmLabel: 'تغییر نوع کاربر',
        action: () => actions.changeType(user.id, to),
      });
    const askDelete = (user: Row) =>
      void confirm({
        title: `حذف ${user.fullName}`,
        body: 'حساب این کاربر حذف می‌شود و دیگر نمی‌تواند وارد شود. کمک‌های ثبت‌شده‌ی او در گزارش‌ها می‌مانند.',
        confirmLabel: 'حذف کاربر',
        tone: 'danger',
        action: () => actions.remove(user.id),
      });
    return [
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
            onChange={(event) => askTypeChange(user, event.target.value as UserType)}
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
      actionsColumn((user) => (
        <RowActions
          editLabel={`ویرایش ${user.fullName}`}
          editTo={userUrls.edit(user.id)}
          deleteLabel={`حذف ${user.fullName}`}
          onDelete={() => askDelete(user)}
        />
      )),
    ];
  }, [actions, confirm]);

  return (
    <AdminListPage
      title={USER_TEXTS.listTitle}
      actions={
        <>
          <ExportButton kind="users" filters={{ q, type: isUserType(type) ? type : undefined, active }} />
          <Link to={userUrls.create()} className={buttonClasses('primary', 'md')}>
            افزودن کاربر
          </Link>
        </>
      }
      filters={
        <>
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
        </>
      }
      toolbar={
        <TypeFilter
          value={isUserType(type) ? type : null}
          counts={answer?.adminUserCounts}
          onChange={(value) => table.setFilter('type', value)}
        />
      }
      label="فهرست کاربران"
      columns={columns}
      rows={answer?.adminUsers}
      rowKey={(user) => user.id}
      state={table}
      loading={loading}
      error={error}
      errorText={USER_TEXTS.listFailed}
      emptyText={USER_TEXTS.empty}
      onRefresh={() => void refetch()}
    />
  );
}
