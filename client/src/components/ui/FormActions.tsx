import { Button } from './Button';

interface FormActionsProps {
  /** The submit button's text, naming what it does («ذخیره‌ی تغییرات», «ساختن صفحه» …). */
  submitLabel: string;
  submitting?: boolean;
  onCancel: () => void;
}

/** A form's last row: «انصراف» and its submit button, at the end of the line. */
export function FormActions({ submitLabel, submitting, onCancel }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="ghost" onClick={onCancel}>
        انصراف
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
