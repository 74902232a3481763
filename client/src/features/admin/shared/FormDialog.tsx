import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import type { InlineFormDone } from './InlineEditor';

interface FormDialogProps<V> {
  /** What the form edits (or the draft it starts from); the dialog is open while it is set. */
  value: V | null;
  title: string;
  onClose: () => void;
  /** After a save, once the dialog has closed. */
  onSaved: () => void;
  children: (value: V, done: InlineFormDone) => ReactNode;
}

/** A create/edit form in a wide dialog that closes on save (then `onSaved` runs) and on cancel. */
export function FormDialog<V>({ value, title, onClose, onSaved, children }: FormDialogProps<V>) {
  const done: InlineFormDone = {
    onSaved: () => {
      onClose();
      onSaved();
    },
    onCancel: onClose,
  };
  return (
    <Dialog open={value !== null} onClose={onClose} title={title} className="sm:max-w-2xl">
      {value !== null && children(value, done)}
    </Dialog>
  );
}
