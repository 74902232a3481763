import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { PencilIcon, TrashIcon } from '../../../components/ui/pageIcons';
import { UnknownBlock } from '../../page-layouts/blocks/UnknownBlock';
import { ReorderButtons } from '../shared/ReorderButtons';
import type { DragHandleProps } from '../shared/SortableList';
import { componentType, componentTypeLabel } from './componentFields';
import type { Props } from './componentProps';
import { componentName, componentSummary } from './componentSummary';
import type { EditorComponent } from './editorState';
import { PropsForm } from './props/PropsForm';

export interface ComponentCardActions {
  toggle: (id: string) => void;
  move: (id: string, toIndex: number) => void;
  duplicate: (id: string) => void;
  remove: (component: EditorComponent, name: string) => void;
  setProps: (id: string, props: Props) => void;
}

interface ComponentCardProps {
  component: EditorComponent;
  index: number;
  count: number;
  open: boolean;
  /** Show the props form's messages at once (a save found this one incomplete). */
  showErrors: boolean;
  /** Changes when the components were replaced from outside: the props form starts again. */
  revision: number;
  handle: DragHandleProps;
  actions: ComponentCardActions;
}

/** One component in the editor: its place (drag, keyboard, up/down), duplicate, remove, and its props form. */
export function ComponentCard({
  component,
  index,
  count,
  open,
  showErrors,
  revision,
  handle,
  actions,
}: ComponentCardProps) {
  const panelId = useId();
  const spec = componentType(component.type);
  const name = componentName(component, index);
  const summary = componentSummary(component);
  return (
    <article
      aria-label={name}
      className={`rounded-2xl bg-white shadow-sm ring-1 ${showErrors ? 'ring-red-300' : 'ring-ink-100'}`}
    >
      <header className="flex flex-wrap items-center gap-2 p-2 sm:p-3">
        <ReorderButtons
          name={name}
          index={index}
          count={count}
          onMove={(to) => actions.move(component.id, to)}
          handle={handle}
        />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-bold text-ink-900">{componentTypeLabel(component.type)}</span>
          {summary && <span className="block truncate text-xs text-ink-500">{summary}</span>}
        </span>
        {spec && (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={`ویرایش ${name}`}
              onClick={() => actions.toggle(component.id)}
            >
              <PencilIcon className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`تکثیر ${name}`}
              onClick={() => actions.duplicate(component.id)}
            >
              تکثیر
            </Button>
          </>
        )}
        <Button
          variant="danger"
          size="sm"
          aria-label={`حذف ${name}`}
          onClick={() => actions.remove(component, name)}
        >
          <TrashIcon className="size-4" />
        </Button>
      </header>
      {!spec && (
        <div className="border-t border-ink-100 pb-2">
          <UnknownBlock type={component.type} />
          <p className="px-4 text-xs text-ink-500 sm:px-6">
            این مؤلفه ویرایش‌شدنی نیست و فقط می‌توان آن را حذف کرد.
          </p>
        </div>
      )}
      {spec && open && (
        <div id={panelId} className="border-t border-ink-100 p-3 sm:p-4">
          <PropsForm
            key={`${component.id}-${revision}`}
            spec={spec}
            props={component.props}
            showErrors={showErrors}
            onChange={(props) => actions.setProps(component.id, props)}
          />
        </div>
      )}
    </article>
  );
}
