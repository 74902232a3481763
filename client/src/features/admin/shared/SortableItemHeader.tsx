import { Button } from '../../../components/ui/Button';
import { TrashIcon } from '../../../components/ui/pageIcons';
import { ReorderButtons } from './ReorderButtons';
import type { DragHandleProps } from './SortableList';

interface SortableItemHeaderProps {
  /** The item's name, e.g. «نظر ۲»: shown, and in the move and delete buttons' names. */
  name: string;
  index: number;
  count: number;
  onMove: (toIndex: number) => void;
  handle: DragHandleProps;
  onRemove: () => void;
  /** The shown name is hidden from screen readers (the item's own legend already names it). */
  nameHidden?: boolean;
}

/** The head of an item in a sortable list of sub-forms: move buttons, its name and a delete button. */
export function SortableItemHeader({ name, onRemove, nameHidden, ...reorder }: SortableItemHeaderProps) {
  return (
    <div className="mb-2 flex items-center justify-between gap-2">
      <ReorderButtons name={name} {...reorder} />
      <span aria-hidden={nameHidden || undefined} className="flex-1 text-sm font-medium text-ink-700">
        {name}
      </span>
      <Button variant="danger" size="sm" aria-label={`حذف ${name}`} onClick={onRemove}>
        <TrashIcon className="size-4" />
      </Button>
    </div>
  );
}
