import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/useConfirm';
import { AdminSlidesDocument, DeleteSlideDocument, type SlideFieldsFragment } from '../../../gql/graphql';
import { AdminListPage } from '../shared/AdminListPage';
import { adminAction } from '../shared/adminAction';
import { InlineEditorPanel, useInlineEditor } from '../shared/InlineEditor';
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
  const query = useQuery(AdminSlidesDocument);
  const [remove] = useMutation(DeleteSlideDocument);
  const editor = useInlineEditor<Slide>();
  const [ordering, setOrdering] = useState(false);
  const confirm = useConfirm();
  const slides = query.data?.adminSlides;

  const changed = () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'publicSlides' });
    client.cache.gc();
    void query.refetch();
  };
  const deleteSlide = async (slide: Slide) => {
    const done = await adminAction(remove({ variables: { id: slide.id } }), {
      success: SLIDE_TEXTS.deleted,
      failure: SLIDE_TEXTS.deleteFailed,
    });
    if (done) editor.drop(slide.id);
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
      actions={<Button onClick={() => editor.open('new')}>{SLIDE_TEXTS.add}</Button>}
      top={
        <InlineEditorPanel
          editor={editor}
          heading={(slide) => (slide ? `${SLIDE_TEXTS.edit}: ${slide.title}` : SLIDE_TEXTS.add)}
          onSaved={changed}
        >
          {(slide, done) => <SlideForm slide={slide} {...done} />}
        </InlineEditorPanel>
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
      columns={slideColumns({ onEdit: editor.open, onDelete: askDelete })}
      rows={slides}
      whole
      query={query}
      errorText={SLIDE_TEXTS.fetchFailed}
      emptyText={SLIDE_TEXTS.empty}
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
