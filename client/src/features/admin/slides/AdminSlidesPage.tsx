import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/useConfirm';
import { AdminSlidesDocument, DeleteSlideDocument, type SlideFieldsFragment } from '../../../gql/graphql';
import { AdminListPage } from '../shared/AdminListPage';
import { adminAction } from '../shared/adminAction';
import { InlineFormPanel } from '../shared/InlineFormPanel';
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
  const [ordering, setOrdering] = useState(false);
  const confirm = useConfirm();
  const confirmLeave = useConfirmLeave();
  const slides = data?.adminSlides;

  const changed = () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'publicSlides' });
    client.cache.gc();
    void refetch();
  };
  const open = (next: Slide | 'new') => confirmLeave(() => setEditing(next));
  const deleteSlide = async (slide: Slide) => {
    const done = await adminAction(remove({ variables: { id: slide.id } }), {
      success: SLIDE_TEXTS.deleted,
      failure: SLIDE_TEXTS.deleteFailed,
    });
    if (done) setEditing((current) => (current !== 'new' && current?.id === slide.id ? null : current));
    changed();
  };
  const askDelete = (slide: Slide) =>
    void confirm({
      title: `حذف اسلاید «${slide.title}»`,
      body: SLIDE_TEXTS.deleteDescription,
      confirmLabel: 'حذف اسلاید',
      tone: 'danger',
      action: () => deleteSlide(slide),
    });

  return (
    <AdminListPage
      title={SLIDE_TEXTS.title}
      actions={<Button onClick={() => open('new')}>{SLIDE_TEXTS.add}</Button>}
      top={
        editing !== null && (
          <InlineFormPanel
            heading={editing === 'new' ? SLIDE_TEXTS.add : `${SLIDE_TEXTS.edit}: ${editing.title}`}
            focusKey={editing === 'new' ? 'new' : editing.id}
          >
            <SlideForm
              key={editing === 'new' ? 'new' : editing.id}
              slide={editing === 'new' ? null : editing}
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
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-bold text-ink-900">{toPersianDigits(slides?.length ?? 0)} اسلاید</p>
          <Button
            variant="outline"
            size="sm"
            disabled={(slides?.length ?? 0) < 2}
            onClick={() => setOrdering(true)}
          >
            {SLIDE_TEXTS.reorder}
          </Button>
        </div>
      }
      label="فهرست اسلایدها"
      columns={slideColumns({ onEdit: open, onDelete: askDelete })}
      rows={slides}
      rowKey={(s) => s.id}
      whole
      loading={loading}
      error={error}
      errorText={SLIDE_TEXTS.fetchFailed}
      emptyText={SLIDE_TEXTS.empty}
      onRefresh={() => void refetch()}
    >
      <SlideOrderDialog
        open={ordering}
        slides={slides ?? []}
        onClose={() => setOrdering(false)}
        onSaved={() => {
          setOrdering(false);
          changed();
        }}
      />
    </AdminListPage>
  );
}
