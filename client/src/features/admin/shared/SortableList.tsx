import { toPersianDigits } from '@common/digits';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, ReactNode } from 'react';

/** What a row spreads on its drag handle: the pointer and keyboard listeners and the handle's ARIA. */
export type DragHandleProps = HTMLAttributes<HTMLElement>;

interface SortableListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The item's name in announcements, e.g. «فصل مقدمه». */
  itemName: (item: T) => string;
  onMove: (key: string, toIndex: number) => void;
  renderItem: (item: T, index: number, handle: DragHandleProps) => ReactNode;
  className?: string;
}

const place = (index: number) => toPersianDigits(index + 1);

/**
 * A vertical list reordered by drag or by keyboard (Space picks up, arrows move, Space drops, Escape
 * cancels), with Persian announcements for screen readers.
 */
export function SortableList<T>({
  items,
  itemKey,
  itemName,
  onMove,
  renderItem,
  className,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(itemKey);
  const nameOf = (key: string | number) => {
    const item = items.find((candidate) => itemKey(candidate) === key);
    return item ? itemName(item) : '';
  };
  const indexOf = (key: string | number) => keys.indexOf(String(key));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(active.id)} برداشته شد؛ در جایگاه ${place(indexOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} به جایگاه ${place(indexOf(over.id))} رفت.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} در جایگاه ${place(indexOf(over.id))} گذاشته شد.` : undefined,
    onDragCancel: ({ active }) => `جابه‌جایی ${nameOf(active.id)} لغو شد.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'برای جابه‌جایی، فاصله (Space) را بزنید، با کلیدهای جهت بالا و پایین ببرید و دوباره فاصله را بزنید؛ Escape لغو می‌کند.',
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableItem key={itemKey(item)} id={itemKey(item)}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (handle: DragHandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : undefined}
    >
      {children({ ...attributes, ...listeners })}
    </li>
  );
}
