import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { AdminProgramDocument, type AdminProgramFieldsFragment } from '../../../gql/graphql';
import { dashboardUrls } from '../dashboard/urls';
import { AdminPage } from '../shared/AdminPage';
import { adminToast } from '../shared/adminToast';
import { ProgramForm } from './ProgramForm';
import { PROGRAM_TEXTS } from './programTexts';
import { SPENDING_TEXTS } from './spendings/spendingTexts';
import { programUrls } from './urls';
import { useProgramAdminGate } from './useProgramAdminGate';

function ProgramPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <AdminPage
      title={title}
      actions={actions}
      breadcrumb={[
        { label: 'داشبورد', to: dashboardUrls.home() },
        { label: PROGRAM_TEXTS.listTitle, to: programUrls.list() },
        { label: title },
      ]}
    >
      {children}
    </AdminPage>
  );
}

/** /admin/programs/create (spec doc 3 §2.14). */
export function AdminProgramCreatePage() {
  return (
    <ProgramPage title={PROGRAM_TEXTS.createTitle}>
      <ProgramForm program={null} />
    </ProgramPage>
  );
}

/**
 * /admin/programs/{id}/edit (spec doc 3 §2.15): checks the admin flag itself (§6), loads the program with a
 * spinner; a failed load is a toast and back to the list, a 403 signs out, a missing program says so.
 */
export function AdminProgramEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { allowed, checkError } = useProgramAdminGate();
  const { data, error } = useQuery(AdminProgramDocument, {
    variables: { id },
    skip: !allowed || !valid,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (!error || checkError(error)) return;
    adminToast.error(PROGRAM_TEXTS.loadFailed);
    navigate(programUrls.list(), { replace: true });
  }, [error, checkError, navigate]);

  if (!allowed) return null;
  const program: AdminProgramFieldsFragment | null | undefined = valid ? data?.adminProgram : null;
  if (program === undefined) return <PageSpinner />;
  return (
    <ProgramPage
      title={PROGRAM_TEXTS.editTitle}
      actions={
        program && (
          <ButtonLink to={programUrls.spendings(program.id)} variant="secondary">
            {SPENDING_TEXTS.title}
          </ButtonLink>
        )
      }
    >
      {program ? (
        <ProgramForm key={program.id} program={program} />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-100">
          <p className="text-ink-700">{PROGRAM_TEXTS.notFound}</p>
          <ButtonLink to={programUrls.list()} variant="secondary">
            بازگشت به فهرست برنامه‌ها
          </ButtonLink>
        </div>
      )}
    </ProgramPage>
  );
}
