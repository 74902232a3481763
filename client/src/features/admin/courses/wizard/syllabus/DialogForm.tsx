import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../../components/ui/Button';

interface DialogFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A form inside a dialog of the wizard: the dialog is portalled, but React still bubbles its submit to the
 * wizard's own form, so it stops here. Ends with «انصراف» and the submit button.
 */
export function DialogForm({ onSubmit, onCancel, submitLabel, children }: DialogFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        onSubmit(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          انصراف
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
