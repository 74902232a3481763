import { PAGE_COMPONENT_TYPES } from '@common/enums';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { inputClasses } from '../../../components/ui/FormField';
import { PlusIcon } from '../../../components/ui/pageIcons';
import { SortableList } from '../shared/SortableList';
import { ComponentCard, type ComponentCardActions } from './ComponentCard';
import { componentTypeLabel } from './componentFields';
import { componentName } from './componentSummary';
import {
  addComponent,
  duplicateComponent,
  type EditorComponent,
  moveComponent,
  newComponentId,
  removeComponent,
  setProps,
} from './editorState';

interface ComponentEditorProps {
  components: EditorComponent[];
  setComponents: (edit: (components: EditorComponent[]) => EditorComponent[]) => void;
  revision: number;
  /** The component whose form is open. */
  openId: string | null;
  onOpen: (id: string | null) => void;
  /** A component a save found incomplete: its messages show. */
  invalidId: string | null;
}

/** The layout's components: add any of the nine types, remove (confirmed), duplicate, reorder, edit props. */
export function ComponentEditor({
  components,
  setComponents,
  revision,
  openId,
  onOpen,
  invalidId,
}: ComponentEditorProps) {
  const [type, setType] = useState<string>('textBlock');
  const [removing, setRemoving] = useState<{ component: EditorComponent; name: string } | null>(null);

  /** A new list with one component more (added or duplicated), whose form opens. */
  const replace = (next: EditorComponent[]) => {
    setComponents(() => next);
    onOpen(newComponentId(components, next));
  };
  const actions: ComponentCardActions = {
    toggle: (id) => onOpen(openId === id ? null : id),
    move: (id, to) => setComponents((list) => moveComponent(list, id, to)),
    duplicate: (id) => replace(duplicateComponent(components, id)),
    remove: (component, name) => setRemoving({ component, name }),
    setProps: (id, props) => setComponents((list) => setProps(list, id, props)),
  };
  const add = () => replace(addComponent(components, type));

  return (
    <section aria-label="مؤلفه‌های صفحه" className="flex flex-col gap-3">
      {components.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-ink-200 p-6 text-center text-sm text-ink-500">
          این صفحه هنوز مؤلفه‌ای ندارد. از پایین یکی اضافه کنید.
        </p>
      ) : (
        <SortableList
          items={components}
          itemKey={(component) => component.id}
          itemName={(component) => componentName(component, components.indexOf(component))}
          onMove={(id, to) => actions.move(id, to)}
          className="flex flex-col gap-3"
          renderItem={(component, index, handle) => (
            <ComponentCard
              component={component}
              index={index}
              count={components.length}
              open={openId === component.id || invalidId === component.id}
              showErrors={invalidId === component.id}
              revision={revision}
              handle={handle}
              actions={actions}
            />
          )}
        />
      )}
      <div className="flex flex-wrap items-end gap-2 rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-100">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink-800">
          نوع مؤلفه
          <select
            value={type}
            onChange={(event) => setType(event.target.value)}
            className={`${inputClasses} py-2`}
          >
            {PAGE_COMPONENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {componentTypeLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="outline" onClick={add}>
          <PlusIcon className="size-4" />
          افزودن مؤلفه
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`حذف ${removing?.name ?? ''}`}
        description="این مؤلفه از پیش‌نویس صفحه برداشته می‌شود. تا پیش‌نویس را ذخیره نکنید، چیزی در صفحه تغییر نمی‌کند."
        confirmLabel="حذف مؤلفه"
        destructive
        onConfirm={() => {
          if (removing) setComponents((list) => removeComponent(list, removing.component.id));
          setRemoving(null);
        }}
      />
    </section>
  );
}
