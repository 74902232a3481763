import { ChevronDownIcon, ChevronUpIcon, GripIcon } from '../../../components/ui/pageIcons';
import type { DragHandleProps } from './SortableList';

interface ReorderButtonsProps {
  /** «فصل مقدمه», «درس نصب ابزارها». */
  name: string;
  index: number;
  count: number;
  onMove: (toIndex: number) => void;
  handle: DragHandleProps;
}

const small =
  'inline-flex size-8 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 disabled:opacity-30';

/** A drag handle (also keyboard: Space then arrows) and the move up / down buttons of a row. */
export function ReorderButtons({ name, index, count, onMove, handle }: ReorderButtonsProps) {
  return (
    <div className="flex items-center">
      <button
        type="button"
        {...handle}
        aria-label={`جابه‌جایی ${name}`}
        className={`${small} cursor-grab touch-none active:cursor-grabbing`}
      >
        <GripIcon className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`انتقال ${name} به بالا`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        className={small}
      >
        <ChevronUpIcon className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`انتقال ${name} به پایین`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        className={small}
      >
        <ChevronDownIcon className="size-4" />
      </button>
    </div>
  );
}
