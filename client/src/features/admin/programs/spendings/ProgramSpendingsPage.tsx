import { useMutation, useQuery } from '@apollo/client/react';
import { toTehranIsoDate } from '@common/date';
import { formatToman } from '@common/money';
import { useEffect } from 'react';
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
import { InlineEditorPanel, useInlineEditor } from '../../shared/InlineEditor';
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
  const query = useQuery(AdminProgramSpendingsDocument, {
    variables: { programId },
    skip: !allowed || programId === 0,
  });
  const [remove] = useMutation(DeleteProgramSpendingDocument);
  const editor = useInlineEditor<Spending>();
  const confirm = useConfirm();
  const { data, error, refetch, client } = query;
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
  const deleteSpending = async (spending: Spending) => {
    const done = await adminAction(remove({ variables: { programId, spendingId: spending.id } }), {
      success: TEXTS.deleted,
      failure: TEXTS.deleteFailed,
    });
    if (done) editor.drop(spending.id);
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
      actions={program && <Button onClick={() => editor.open('new')}>{TEXTS.add}</Button>}
      top={
        program && (
          <InlineEditorPanel
            editor={editor}
            heading={(spending) => (spending ? TEXTS.edit : TEXTS.add)}
            onSaved={changed}
          >
            {(spending, done) => (
              <SpendingForm
                programId={program.id}
                spending={spending}
                today={toTehranIsoDate(new Date())}
                {...done}
              />
            )}
          </InlineEditorPanel>
        )
      }
      toolbar={
        <p className="font-bold text-ink-900">
          {TEXTS.total}: <span data-testid="spending-total">{formatToman(total.toString())}</span>
        </p>
      }
      replacement={!program && <StatusPanel title={TEXTS.notFound} Icon={TargetIcon} />}
      label={TEXTS.listLabel}
      columns={spendingColumns({ onEdit: editor.open, onDelete: askDelete })}
      rows={spendings}
      whole
      query={{ ...query, loading: !allowed || query.loading }}
      errorText={TEXTS.fetchFailed}
      emptyText={TEXTS.empty}
    />
  );
}
