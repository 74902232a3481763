import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table/DataTable';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { AlertIcon, RefreshIcon } from '../../../components/ui/pageIcons';
import { PageSpinner } from '../../../components/ui/Spinner';
import { StatusPanel } from '../../../components/ui/StatusPanel';
import { AdminSlidesDocument, DeleteSlideDocument, type SlideFieldsFragment } from '../../../gql/graphql';
import { AdminPage } from '../shared/AdminPage';
import { adminAction } from '../shared/adminAction';
import { useConfirmLeave } from '../shared/useLeaveGuard';
import { slideColumns } from './SlideColumns';
import { SlideForm } from './SlideForm';
import { SlideOrderDialog } from './SlideOrderDialog';
import { SLIDE_TEXTS } from './slideTexts';

type Slide = SlideFieldsFragment;

/**
 * /admin/slides (spec doc 3 §2.10): the form for adding and editing a slide above the table of every slide,
 * confirmed delete, and the drag order. After each change the home page's carousel is dropped from the
 * cache, so it is asked for again on the next visit.
 */
export function AdminSlidesPage() {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(AdminSlidesDocument);
  const [remove] = useMutation(DeleteSlideDocument);
  const [editing, setEditing] = useState<Slide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Slide | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [pending, setPending] = useState(false);
  const confirmLeave = useConfirmLeave();
  const table = useTableParams();
  const formHeading = useRef<HTMLHeadingElement>(null);
  const slides = data?.adminSlides ?? [];

  useEffect(() => {
    if (editing === null) return;
    formHeading.current?.focus();
    formHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [editing]);

  const changed = () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'publicSlides' });
    client.cache.gc();
    void refetch();
  };
  const open = (next: Slide | 'new') => confirmLeave(() => setEditing(next));
  const columns = slideColumns({ onEdit: open, onDelete: setDeleting });

  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    const done = await adminAction(remove({ variables: { id: deleting.id } }), {
      success: SLIDE_TEXTS.deleted,
      failure: SLIDE_TEXTS.deleteFailed,
    });
    setPending(false);
    if (done && editing !== 'new' && editing?.id === deleting.id) setEditing(null);
    setDeleting(null);
    changed();
  };

  let content: ReactNode;
  if (loading && !data) content = <PageSpinner />;
  else if (error && !data)
    content = (
      <StatusPanel title={SLIDE_TEXTS.fetchFailed} Icon={AlertIcon} tone="error">
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshIcon className="size-4" />
          تلاش دوباره
        </Button>
      </StatusPanel>
    );
  else
    content = (
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="font-bold text-ink-900">{toPersianDigits(slides.length)} اسلاید</p>
          <Button variant="outline" size="sm" disabled={slides.length < 2} onClick={() => setOrdering(true)}>
            {SLIDE_TEXTS.reorder}
          </Button>
        </div>
        <DataTable
          label="فهرست اسلایدها"
          columns={columns}
          rows={{ content: slides, totalElements: slides.length, totalPages: 1 }}
          state={table}
          emptyText={SLIDE_TEXTS.empty}
          rowKey={(s) => s.id}
        />
      </div>
    );

  return (
    <AdminPage
      title={SLIDE_TEXTS.title}
      breadcrumb={[{ label: 'داشبورد', to: '/admin' }, { label: SLIDE_TEXTS.title }]}
      actions={<Button onClick={() => open('new')}>{SLIDE_TEXTS.add}</Button>}
    >
      {editing !== null && (
        <section
          aria-labelledby="slide-form-heading"
          className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6"
        >
          <h2
            id="slide-form-heading"
            ref={formHeading}
            tabIndex={-1}
            className="mb-4 text-lg font-extrabold text-ink-900 focus:outline-none"
          >
            {editing === 'new' ? SLIDE_TEXTS.add : `${SLIDE_TEXTS.edit}: ${editing.title}`}
          </h2>
          <SlideForm
            key={editing === 'new' ? 'new' : editing.id}
            slide={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              changed();
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      {content}
      <SlideOrderDialog
        open={ordering}
        slides={slides}
        onClose={() => setOrdering(false)}
        onSaved={() => {
          setOrdering(false);
          changed();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={`حذف اسلاید «${deleting?.title ?? ''}»`}
        description={SLIDE_TEXTS.deleteDescription}
        confirmLabel="حذف اسلاید"
        destructive
        onConfirm={() => void confirmDelete()}
        pending={pending}
      />
    </AdminPage>
  );
}
