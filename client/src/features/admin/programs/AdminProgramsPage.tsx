import { useMutation, useQuery } from '@apollo/client/react';
import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { PROGRAM_STATUSES, PROGRAM_TYPES, type ProgramStatus, type ProgramType } from '@common/enums';
import { programStatusLabels, programTypeLabels } from '@common/labels';
import { formatToman } from '@common/money';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { useConfirm } from '../../../components/ui/useConfirm';
import {
  type AdminProgramRowFieldsFragment,
  AdminProgramsDocument,
  DeleteProgramDocument,
} from '../../../gql/graphql';
import { serverErrorMessage } from '../../../lib/serverError';
import { AdminListPage } from '../shared/AdminListPage';
import { adminAction } from '../shared/adminAction';
import { column } from '../shared/columns';
import { actionsColumn, RowActions } from '../shared/RowActions';
import { TableFilterSelect, TableSearch } from '../shared/TableFilters';
import { ProgramStatCards } from './ProgramStatCards';
import { ProgramStatusBadge } from './ProgramStatusBadge';
import { PROGRAM_TEXTS } from './programTexts';
import { SPENDING_TEXTS } from './spendings/spendingTexts';
import { programUrls } from './urls';
import { isForbiddenError, useProgramAdminGate } from './useProgramAdminGate';

type Row = AdminProgramRowFieldsFragment;
const TYPE_OPTIONS = PROGRAM_TYPES.map((value) => ({ value, label: programTypeLabels[value] }));
const STATUS_OPTIONS = PROGRAM_STATUSES.map((value) => ({ value, label: programStatusLabels[value] }));
const isType = (value: string | undefined): value is ProgramType =>
  PROGRAM_TYPES.includes(value as ProgramType);
const isStatus = (value: string | undefined): value is ProgramStatus =>
  PROGRAM_STATUSES.includes(value as ProgramStatus);

/**
 * /admin/programs (spec doc 3 §2.13): stat cards, search, type and status filters, the table paged by 10 from
 * page 0, and a confirmed delete (a program with donations is cancelled instead, and the toast says so). The
 * page checks the admin flag itself and signs out on a 403 (§6).
 */
export function AdminProgramsPage() {
  const { allowed, checkError } = useProgramAdminGate();
  const table = useTableParams({ size: 10, filters: ['q', 'type', 'status'] });
  const { q = '', type, status } = table.filters;
  const query = useQuery(AdminProgramsDocument, {
    variables: {
      page: table.page,
      size: table.size,
      search: q || undefined,
      type: isType(type) ? type : undefined,
      status: isStatus(status) ? status : undefined,
    },
    skip: !allowed,
  });
  const { error, refetch } = query;
  const forbidden = error ? isForbiddenError(error) : false;
  useEffect(() => {
    if (error) checkError(error);
  }, [error, checkError]);
  const [remove] = useMutation(DeleteProgramDocument);
  const confirm = useConfirm();
  const answer = query.data ?? query.previousData;

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const askDelete = (program: Row) =>
      void confirm({
        title: `حذف ${program.name}`,
        body: 'این برنامه حذف می‌شود. اگر کمک مالی یا شرکت‌کننده داشته باشد، به‌جای حذف لغو می‌شود تا سابقه‌ی آن بماند.',
        confirmLabel: 'حذف برنامه',
        tone: 'danger',
        action: async () => {
          await adminAction(remove({ variables: { id: program.id } }), {
            success: ({ data: answer }) =>
              answer?.deleteProgram.message ||
              (answer?.deleteProgram.cancelled ? PROGRAM_TEXTS.cancelledInstead : PROGRAM_TEXTS.deleted),
            failure: PROGRAM_TEXTS.deleteFailed,
          });
          void refetch();
        },
      });
    return [
      column('name', 'نام برنامه', (program) => (
        <span className="font-medium text-ink-900">{program.name}</span>
      )),
      column('programType', 'نوع', (program) => programTypeLabels[program.programType]),
      column('status', 'وضعیت', (program) => <ProgramStatusBadge status={program.status} />),
      column('dates', 'شروع تا پایان', (program) =>
        [program.startDate, program.endDate]
          .map((date) => (date ? formatJalaliDate(date) : '—'))
          .join(' تا '),
      ),
      column('funding', 'جمع‌آوری‌شده / هدف', (program) => (
        <span className="text-sm">
          {formatToman(program.raisedAmount)}
          <span className="text-ink-500">
            {' / '}
            {program.targetBudget === null ? 'بدون هدف مالی' : formatToman(program.targetBudget)}
          </span>
        </span>
      )),
      column('participants', 'شرکت‌کنندگان', (program) =>
        program.maxParticipants === null
          ? toPersianDigits(program.currentParticipants)
          : `${toPersianDigits(program.currentParticipants)} از ${toPersianDigits(program.maxParticipants)}`,
      ),
      actionsColumn((program) => (
        <RowActions
          editLabel={`ویرایش ${program.name}`}
          editTo={programUrls.edit(program.id)}
          deleteLabel={`حذف ${program.name}`}
          onDelete={() => askDelete(program)}
        >
          <Link
            to={programUrls.spendings(program.id)}
            aria-label={SPENDING_TEXTS.manageLinkOf(program.name)}
            className={buttonClasses('ghost', 'sm')}
          >
            {SPENDING_TEXTS.manage}
          </Link>
        </RowActions>
      )),
    ];
  }, [confirm, remove, refetch]);

  if (!allowed || forbidden) return null;
  return (
    <AdminListPage
      title={PROGRAM_TEXTS.listTitle}
      actions={
        <Link to={programUrls.create()} className={buttonClasses('primary', 'md')}>
          برنامه‌ی جدید
        </Link>
      }
      top={<ProgramStatCards />}
      filters={
        <>
          <TableSearch label={PROGRAM_TEXTS.searchLabel} table={table} />
          <div className="flex flex-wrap gap-3">
            <TableFilterSelect label="نوع" table={table} name="type" options={TYPE_OPTIONS} />
            <TableFilterSelect label="وضعیت" table={table} name="status" options={STATUS_OPTIONS} />
          </div>
        </>
      }
      label="فهرست برنامه‌ها"
      columns={columns}
      rows={answer?.adminPrograms}
      state={table}
      query={query}
      errorText={
        error
          ? serverErrorMessage(error, {
              rejected: PROGRAM_TEXTS.listFailed,
              failed: PROGRAM_TEXTS.listFailed,
            })
          : PROGRAM_TEXTS.listFailed
      }
      emptyText={PROGRAM_TEXTS.empty}
    />
  );
}
