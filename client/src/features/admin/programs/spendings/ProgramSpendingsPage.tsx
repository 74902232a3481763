import { useMutation, useQuery } from '@apollo/client/react';
import { toTehranIsoDate } from '@common/date';
import { formatToman } from '@common/money';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/Button';
import { TargetIcon } from '../../../../components/ui/icons';
import { StatusPanel } from '../../../../components/ui/StatusPanel';
import { useConfirm } from '../../../../components/ui/useConfirm';
import {
  AdminProgramSpendingsDocument,
  DeleteProgramSpendingDocument,
  type ProgramSpendingFieldsFragment,
} from '../../../../gql/graphql';
import { parseProgramId } from '../../../programs/detail/parseProgramId';
import { dashboardUrls } from '../../dashboard/urls';
import { AdminListPage } from '../../shared/AdminListPage';
import { adminAction } from '../../shared/adminAction';
import { InlineFormPanel } from '../../shared/InlineFormPanel';
import { useConfirmLeave } from '../../shared/useLeaveGuard';
import { programUrls } from '../urls';
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
  const confirm = useConfirm();
  const confirmLeave = useConfirmLeave();
  const program = data?.adminProgram;
  const spendings = data?.adminProgramSpendings;
  const total = (spendings ?? []).reduce((sum, s) => sum + BigInt(s.amount), 0n);

  useEffect(() => {
    if (error) checkError(error);
  }, [error, checkError]);

  const changed = () => {
    for (const fieldName of ['programTransparency', 'financialReport'])
      client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    void refetch();
  };
  const open = (next: Spending | 'new') => confirmLeave(() => setEditing(next));
  const deleteSpending = async (spending: Spending) => {
    const done = await adminAction(remove({ variables: { programId, spendingId: spending.id } }), {
      success: TEXTS.deleted,
      failure: TEXTS.deleteFailed,
    });
    if (done) setEditing((current) => (current !== 'new' && current?.id === spending.id ? null : current));
    changed();
  };
  const askDelete = (spending: Spending) =>
    void confirm({
      title: TEXTS.deleteTitle(spending.description.slice(0, 60)),
      body: TEXTS.deleteDescription,
      confirmLabel: TEXTS.deleteConfirm,
      tone: 'danger',
      action: () => deleteSpending(spending),
    });

  const title = program ? TEXTS.manageOf(program.name) : TEXTS.title;
  return (
    <AdminListPage
      title={title}
      breadcrumb={[
        { label: 'داشبورد', to: dashboardUrls.home() },
        { label: 'برنامه‌ها', to: programUrls.list() },
        ...(program ? [{ label: program.name, to: programUrls.edit(program.id) }] : []),
        { label: TEXTS.title },
      ]}
      actions={program && <Button onClick={() => open('new')}>{TEXTS.add}</Button>}
      top={
        program &&
        editing !== null && (
          <InlineFormPanel
            heading={editing === 'new' ? TEXTS.add : TEXTS.edit}
            focusKey={editing === 'new' ? 'new' : editing.id}
          >
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
          </InlineFormPanel>
        )
      }
      toolbar={
        <p className="font-bold text-ink-900">
          {TEXTS.total}: <span data-testid="spending-total">{formatToman(total.toString())}</span>
        </p>
      }
      replacement={!program && <StatusPanel title={TEXTS.notFound} Icon={TargetIcon} />}
      label={TEXTS.listLabel}
      columns={spendingColumns({ onEdit: open, onDelete: askDelete })}
      rows={spendings}
      rowKey={(s) => s.id}
      whole
      loading={!allowed || loading}
      error={error}
      errorText={TEXTS.fetchFailed}
      emptyText={TEXTS.empty}
      onRefresh={() => void refetch()}
    />
  );
}
