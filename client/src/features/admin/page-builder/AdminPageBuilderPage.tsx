import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { LayoutIcon } from '../../../components/ui/icons';
import { LoadFailedPanel } from '../../../components/ui/LoadFailedPanel';
import { PlusIcon } from '../../../components/ui/pageIcons';
import { PageSpinner } from '../../../components/ui/Spinner';
import { StatusPanel } from '../../../components/ui/StatusPanel';
import { useConfirm } from '../../../components/ui/useConfirm';
import { AdminPageLayoutsDocument, InitializeDefaultPageLayoutsDocument } from '../../../gql/graphql';
import { dashboardUrls } from '../dashboard/urls';
import { AdminPage } from '../shared/AdminPage';
import { adminAction } from '../shared/adminAction';
import { useGuardedLeave } from '../shared/useLeaveGuard';
import { LayoutList } from './LayoutList';
import { LayoutWorkspace } from './LayoutWorkspace';
import { NewLayoutDialog } from './NewLayoutDialog';
import { texts } from './pageBuilderTexts';
import { pageBuilderUrls } from './urls';

const positiveId = (raw: string | null) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /admin/page-builder (spec doc 3 §2.12, §7.6): the layouts with a search, the first selected, and the chosen
 * one's info, preview and editor; new layouts from a template and the default pages.
 */
export function AdminPageBuilderPage() {
  const [params] = useSearchParams();
  const { leave } = useGuardedLeave();
  const navigate = useNavigate();
  const search = params.get('q') ?? '';
  const query = useQuery(AdminPageLayoutsDocument, { variables: { search: search || null } });
  const { loading, error, refetch } = query;
  // While a new search loads, the last list stays, so the open layout (and its unsaved edits) stays mounted.
  const data = query.data ?? query.previousData;
  const [initialize] = useMutation(InitializeDefaultPageLayoutsDocument, {
    refetchQueries: ['AdminPageLayouts'],
  });
  const [creating, setCreating] = useState(false);
  const confirm = useConfirm();
  const layouts = data?.adminPageLayouts ?? [];
  const selectedId = positiveId(params.get('id')) ?? layouts[0]?.id ?? null;

  const hrefOf = (id: number | null, words = search) => pageBuilderUrls.page({ id, q: words });
  /** To another layout; `force` after a delete, when the unsaved edits have nowhere to go. */
  const select = (id: number | null, force = false) => {
    void refetch().catch(() => undefined);
    if (force) navigate(hrefOf(id));
    else leave(hrefOf(id));
  };

  const initializeDefaults = () =>
    void confirm({
      title: 'بارگذاری صفحه‌های پیش‌فرض',
      body: 'صفحه‌ی اصلی و یک صفحه‌ی آغازین منتشرشده برای هر پیوند پانویس ساخته می‌شود، هر جا که کلید آن صفحه هنوز آزاد است. صفحه‌های موجود دست نمی‌خورند.',
      confirmLabel: 'بارگذاری صفحه‌ها',
      action: () =>
        adminAction(initialize(), { success: texts.initialized, failure: texts.initializeFailed }),
    });

  let content: ReactNode;
  if (loading && !data) content = <PageSpinner />;
  else if (error && !data)
    content = (
      <LoadFailedPanel title={texts.listFailed} onRetry={() => void refetch().catch(() => undefined)} />
    );
  else
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <LayoutList
          layouts={layouts}
          selectedId={selectedId}
          search={search}
          // Keeps the chosen layout while the list narrows, so unsaved edits stay on screen and there is
          // nothing to confirm (a search settling after the admin opened another layout keeps that one).
          onSearch={(words) => navigate(hrefOf(selectedId, words))}
          hrefOf={(id) => hrefOf(id)}
        />
        {selectedId ? (
          <LayoutWorkspace key={selectedId} id={selectedId} onSelect={select} />
        ) : (
          <StatusPanel
            Icon={LayoutIcon}
            title="صفحه‌ای برای نمایش نیست"
            description="یک صفحه‌ی تازه بسازید یا صفحه‌های پیش‌فرض را بارگذاری کنید."
          />
        )}
      </div>
    );

  return (
    <AdminPage
      title={texts.title}
      description="صفحه‌های پانویس و صفحه‌های دیگر سایت را از مؤلفه‌ها بسازید، پیش‌نمایش کنید و منتشر کنید."
      breadcrumb={[{ label: 'داشبورد', to: dashboardUrls.home() }, { label: texts.title }]}
      actions={
        <>
          <Button variant="outline" onClick={initializeDefaults}>
            بارگذاری صفحه‌های پیش‌فرض
          </Button>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" />
            صفحه‌ی تازه
          </Button>
        </>
      }
    >
      {content}
      <NewLayoutDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          select(id);
        }}
      />
    </AdminPage>
  );
}
