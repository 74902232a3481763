import type { FieldPathByValue, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { Switch } from './Switch';

interface SwitchFieldProps<T extends FieldValues, N extends FieldPathByValue<T, boolean | undefined>> {
  form: Pick<UseFormReturn<T>, 'watch' | 'setValue'>;
  name: N;
  /** The text beside the switch, which also names it. */
  label: string;
}

/** A switch with its text beside it, bound to a react-hook-form boolean field (a change marks the form dirty). */
export function SwitchField<T extends FieldValues, N extends FieldPathByValue<T, boolean | undefined>>({
  form,
  name,
  label,
}: SwitchFieldProps<T, N>) {
  return (
    <span className="flex items-center gap-3 text-sm text-ink-800">
      <Switch
        checked={form.watch(name) === true}
        onCheckedChange={(on) => form.setValue(name, on as PathValue<T, N>, { shouldDirty: true })}
        label={label}
      />
      {label}
    </span>
  );
}
