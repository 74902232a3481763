import { Fragment, type ReactNode, useState } from 'react';
import type { ListRow } from './AdminListPage';
import { InlineFormPanel } from './InlineFormPanel';
import { useConfirmLeave } from './useLeaveGuard';

/** The row a list page's inline form edits, 'new' while it adds one, or null while it is closed. */
export interface InlineEditor<T extends ListRow> {
  editing: T | 'new' | null;
  /** Opens the form on `next`, once the open form's unsaved changes may be dropped. */
  open: (next: T | 'new') => void;
  close: () => void;
  /** Closes the form if it edits the row `id` (the row was deleted). */
  drop: (id: number) => void;
}

export function useInlineEditor<T extends ListRow>(): InlineEditor<T> {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const confirmLeave = useConfirmLeave();
  return {
    editing,
    open: (next) => confirmLeave(() => setEditing(next)),
    close: () => setEditing(null),
    drop: (id) => setEditing((current) => (current !== 'new' && current?.id === id ? null : current)),
  };
}

/** What the form is given: it closes on save (then `onSaved` runs) and on cancel. */
export interface InlineFormDone {
  onSaved: () => void;
  onCancel: () => void;
}

interface InlineEditorPanelProps<T extends ListRow> {
  editor: InlineEditor<T>;
  /** The panel's heading for the row edited (null: a new one). */
  heading: (row: T | null) => string;
  /** After a save, once the form has closed. */
  onSaved: () => void;
  /** The form for the row edited (null: a new one); it starts afresh for each row. */
  children: (row: T | null, done: InlineFormDone) => ReactNode;
}

/** The editor's form in an InlineFormPanel above the list, or nothing while it is closed. */
export function InlineEditorPanel<T extends ListRow>({
  editor,
  heading,
  onSaved,
  children,
}: InlineEditorPanelProps<T>) {
  if (editor.editing === null) return null;
  const row = editor.editing === 'new' ? null : editor.editing;
  const key = row?.id ?? 'new';
  const done: InlineFormDone = {
    onSaved: () => {
      editor.close();
      onSaved();
    },
    onCancel: editor.close,
  };
  return (
    <InlineFormPanel heading={heading(row)} focusKey={key}>
      <Fragment key={key}>{children(row, done)}</Fragment>
    </InlineFormPanel>
  );
}
