import { useMutation, useQuery } from '@apollo/client/react';
import { toTehranIsoDate } from '@common/date';
import { formatToman } from '@common/money';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DataTable } from '../../../../components/data-table/DataTable';
import { useTableParams } from '../../../../components/data-table/useTableParams';
import { Button } from '../../../../components/ui/Button';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { TargetIcon } from '../../../../components/ui/icons';
import { AlertIcon, RefreshIcon } from '../../../../components/ui/pageIcons';
import { PageSpinner } from '../../../../components/ui/Spinner';
import { StatusPanel } from '../../../../components/ui/StatusPanel';
import {
  AdminProgramSpendingsDocument,
  DeleteProgramSpendingDocument,
  type ProgramSpendingFieldsFragment,
} from '../../../../gql/graphql';
import { parseProgramId } from '../../../programs/detail/parseProgramId';
import { AdminPage } from '../../shared/AdminPage';
import { adminAction } from '../../shared/adminAction';
import { useConfirmLeave } from '../../shared/useLeaveGuard';
import { PROGRAMS_LIST } from '../programTexts';
import { useProgramAdminGate } from '../useProgramAdminGate';
import { SpendingForm } from './SpendingForm';
import { spendingColumns } from './spendingColumns';
import { SPENDING_TEXTS as TEXTS } from './spendingTexts';

type Spending = ProgramSpendingFieldsFragment;

/**
 * /admin/programs/:id/spendings (issue 15): a program's spending entries, the form for recording and editing
 * one above the table, and confirmed delete. After each change the program's public figures are dropped from
 * the cache, so its tab and /reports are asked for again.
 */
export function ProgramSpendingsPage() {
  const programId = parseProgramId(useParams().id) ?? 0;
  const { allowed, checkError } = useProgramAdminGate();
  const { data, loading, error, refetch, client } = useQuery(AdminProgramSpendingsDocument, {
    variables: { programId },
    skip: !allowed || programId === 0,
  });
  const [remove] = useMutation(DeleteProgramSpendingDocument);
  const [editing, setEditing] = useState<Spending | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Spending | null>(null);
  const [pending, setPending] = useState(false);
  const confirmLeave = useConfirmLeave();
  const table = useTableParams();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const program = data?.adminProgram;
  const spendings = data?.adminProgramSpendings ?? [];
  const total = spendings.reduce((sum, s) => sum + BigInt(s.amount), 0n);

  useEffect(() => {
    if (error) checkError(error);
  }, [error, checkError]);
  useEffect(() => {
    if (editing === null) return;
    formHeading.current?.focus();
    formHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [editing]);

  const changed = () => {
    for (const fieldName of ['programTransparency', 'financialReport'])
      client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    void refetch();
  };
  const open = (next: Spending | 'new') => confirmLeave(() => setEditing(next));
  const columns = spendingColumns({ onEdit: open, onDelete: setDeleting });

  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    const done = await adminAction(remove({ variables: { programId, spendingId: deleting.id } }), {
      success: TEXTS.deleted,
      failure: TEXTS.deleteFailed,
    });
    setPending(false);
    if (done && editing !== 'new' && editing?.id === deleting.id) setEditing(null);
    setDeleting(null);
    changed();
  };

  let content: ReactNode;
  if (!allowed || (loading && !data)) content = <PageSpinner />;
  else if (error && !data)
    content = (
      <StatusPanel title={TEXTS.fetchFailed} Icon={AlertIcon} tone="error">
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshIcon className="size-4" />
          تلاش دوباره
        </Button>
      </StatusPanel>
    );
  else if (!program) content = <StatusPanel title={TEXTS.notFound} Icon={TargetIcon} />;
  else
    content = (
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <p className="mb-4 font-bold text-ink-900">
          {TEXTS.total}: <span data-testid="spending-total">{formatToman(total.toString())}</span>
        </p>
        <DataTable
          label={TEXTS.listLabel}
          columns={columns}
          rows={{ content: spendings, totalElements: spendings.length, totalPages: 1 }}
          state={table}
          emptyText={TEXTS.empty}
          rowKey={(s) => s.id}
        />
      </div>
    );

  const title = program ? TEXTS.manageOf(program.name) : TEXTS.title;
  return (
    <AdminPage
      title={title}
      breadcrumb={[
        { label: 'داشبورد', to: '/admin' },
        { label: 'برنامه‌ها', to: PROGRAMS_LIST },
        ...(program ? [{ label: program.name, to: `${PROGRAMS_LIST}/${program.id}/edit` }] : []),
        { label: TEXTS.title },
      ]}
      actions={program && <Button onClick={() => open('new')}>{TEXTS.add}</Button>}
    >
      {program && editing !== null && (
        <section
          aria-labelledby="spending-form-heading"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6"
        >
          <h2
            id="spending-form-heading"
            ref={formHeading}
            tabIndex={-1}
            className="mb-4 text-lg font-extrabold text-ink-900 focus:outline-none"
          >
            {editing === 'new' ? TEXTS.add : TEXTS.edit}
          </h2>
          <SpendingForm
            key={editing === 'new' ? 'new' : editing.id}
            programId={program.id}
            spending={editing === 'new' ? null : editing}
            today={toTehranIsoDate(new Date())}
            onSaved={() => {
              setEditing(null);
              changed();
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      {content}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={TEXTS.deleteTitle(deleting?.description.slice(0, 60) ?? '')}
        description={TEXTS.deleteDescription}
        confirmLabel={TEXTS.deleteConfirm}
        destructive
        onConfirm={() => void confirmDelete()}
        pending={pending}
      />
    </AdminPage>
  );
}
