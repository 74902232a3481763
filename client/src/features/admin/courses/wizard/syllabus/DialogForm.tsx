import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../../components/ui/Button';

interface DialogFormProps {
  /** The form's submit handler (react-hook-form's handleSubmit(…) as it is). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
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
        void onSubmit(event);
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
