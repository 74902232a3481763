import { toPersianDigits } from '@common/digits';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { PlusIcon } from '../../../../components/ui/pageIcons';
import { SortableItemHeader } from '../../shared/SortableItemHeader';
import { SortableList } from '../../shared/SortableList';
import type { FieldSpec } from '../componentFields';
import { FieldControl } from './FieldControl';

type ListSpec = Extract<FieldSpec, { kind: 'list' }>;

/** The items of a stats, programs or testimonials block: add, remove, and reorder by drag or keyboard. */
export function ListField({ field, name, className }: { field: ListSpec; name: string; className: string }) {
  const {
    control,
    formState: { errors },
  } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const itemName = (index: number) => `${field.itemLabel} ${toPersianDigits(index + 1)}`;
  const indexOf = (key: string) => fields.findIndex((item) => item.id === key);
  const problem = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const listError = problem?.message ?? problem?.root?.message;

  return (
    <fieldset className={`flex flex-col gap-3 ${className}`}>
      <legend className="mb-2 text-sm font-medium text-ink-800">{field.label}</legend>
      {fields.length === 0 && <p className="text-sm text-ink-500">هنوز موردی اضافه نشده است.</p>}
      <SortableList
        items={fields}
        itemKey={(item) => item.id}
        itemName={(item) => itemName(indexOf(item.id))}
        onMove={(key, to) => move(indexOf(key), to)}
        className="flex flex-col gap-3"
        renderItem={(item, index, handle) => (
          <div className="rounded-xl bg-ink-50 p-3 ring-1 ring-ink-100">
            <SortableItemHeader
              name={itemName(index)}
              index={index}
              count={fields.length}
              onMove={(to) => move(index, to)}
              handle={handle}
              onRemove={() => remove(index)}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              {field.fields.map((sub) => (
                <FieldControl
                  key={`${item.id}-${sub.name}`}
                  field={sub}
                  name={`${name}.${index}.${sub.name}`}
                />
              ))}
            </div>
          </div>
        )}
      />
      {listError && <p className="text-xs font-medium text-red-600">{listError}</p>}
      <div>
        <Button variant="outline" size="sm" onClick={() => append({ ...field.newItem })}>
          <PlusIcon className="size-4" />
          افزودن {field.itemLabel}
        </Button>
      </div>
    </fieldset>
  );
}
