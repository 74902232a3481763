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
import { column, sortableColumn } from '../shared/columns';
import { ExportButton } from '../shared/ExportButton';
import { actionsColumn, RowActions } from '../shared/RowActions';
import { RowSelect } from '../shared/RowSelect';
import { TableFilterSelect, TableSearch } from '../shared/TableFilters';
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
  const query = useQuery(AdminUsersDocument, {
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
  const answer = query.data ?? query.previousData;
  const actions = useUserActions(() => void query.refetch());
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
      sortableColumn(
        'name',
        'کاربر',
        (user) => (
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
        'lastName',
      ),
      column('userType', 'نوع', (user) => (
        <RowSelect
          label={`نوع کاربر ${user.fullName}`}
          value={user.userType}
          values={USER_TYPES}
          labels={adminRoleLabels}
          onChange={(to) => askTypeChange(user, to)}
        />
      )),
      column('isActive', 'فعال', (user) => (
        <Switch
          checked={user.isActive}
          label={`فعال بودن حساب ${user.fullName}`}
          onCheckedChange={() => void actions.toggleStatus(user.id)}
        />
      )),
      column('emailVerified', 'ایمیل تأییدشده', (user) => (
        <Switch
          checked={user.emailVerified}
          label={`تأیید ایمیل ${user.fullName}`}
          onCheckedChange={() => void actions.toggleVerification(user.id)}
        />
      )),
      sortableColumn('createdAt', 'تاریخ عضویت', (user) => formatJalaliDate(user.createdAt)),
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
          <TableSearch label={USER_TEXTS.searchLabel} table={table} />
          <TableFilterSelect label="وضعیت" table={table} name="filter" options={ACTIVE_OPTIONS} />
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
      state={table}
      query={query}
      errorText={USER_TEXTS.listFailed}
      emptyText={USER_TEXTS.empty}
    />
  );
}
