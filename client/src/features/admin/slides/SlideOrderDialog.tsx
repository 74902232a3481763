import { useMutation } from '@apollo/client/react';
import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ReorderSlidesDocument, type SlideFieldsFragment } from '../../../gql/graphql';
import { adminAction } from '../shared/adminAction';
import { ReorderButtons } from '../shared/ReorderButtons';
import { SortableList } from '../shared/SortableList';
import { SlideImage } from './SlideImage';
import { SLIDE_TEXTS } from './slideTexts';

interface SlideOrderDialogProps {
  open: boolean;
  slides: readonly SlideFieldsFragment[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The carousel's order by drag, by keyboard on the handle (Space, arrows, Space) or by the up / down buttons;
 * saved in one call (the slides get display orders 1, 2, …).
 */
export function SlideOrderDialog({ open, slides, onClose, onSaved }: SlideOrderDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="ترتیب نمایش اسلایدها" className="sm:max-w-xl">
      {open && <OrderEditor slides={slides} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function OrderEditor({ slides, onClose, onSaved }: Omit<SlideOrderDialogProps, 'open'>) {
  const [order, setOrder] = useState(() => [...slides]);
  const [save, { loading }] = useMutation(ReorderSlidesDocument);
  const move = (key: string, toIndex: number) =>
    setOrder((current) =>
      arrayMove(
        current,
        current.findIndex((s) => String(s.id) === key),
        toIndex,
      ),
    );
  const changed = order.some((slide, index) => slide.id !== slides[index]?.id);

  const submit = async () => {
    const done = await adminAction(save({ variables: { ids: order.map((s) => s.id) } }), {
      success: SLIDE_TEXTS.reordered,
      failure: SLIDE_TEXTS.reorderFailed,
    });
    if (done) onSaved();
  };

  return (
    <div className="flex flex-col gap-4 px-6 py-5">
      <p className="text-sm text-ink-600">
        اسلایدها را با کشیدن دستگیره یا دکمه‌های بالا و پایین جابه‌جا کنید؛ با صفحه‌کلید: فاصله روی دستگیره، سپس
        کلیدهای جهت و دوباره فاصله.
      </p>
      <SortableList
        items={order}
        itemKey={(slide) => String(slide.id)}
        itemName={(slide) => `اسلاید ${slide.title}`}
        onMove={move}
        className="flex flex-col gap-2"
        renderItem={(slide, index, handle) => (
          <div className="flex items-center gap-3 rounded-xl bg-white p-2 ring-1 ring-ink-100">
            <ReorderButtons
              name={`اسلاید ${slide.title}`}
              index={index}
              count={order.length}
              onMove={(to) => move(String(slide.id), to)}
              handle={handle}
            />
            <SlideImage src={slide.imageUrl} alt="" className="w-20 shrink-0" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink-900">{slide.title}</span>
          </div>
        )}
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onClose}>
          انصراف
        </Button>
        <Button type="button" loading={loading} disabled={!changed} onClick={() => void submit()}>
          ذخیره‌ی ترتیب
        </Button>
      </div>
    </div>
  );
}
