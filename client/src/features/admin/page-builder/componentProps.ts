// A component's stored props (any JSON an admin or an older version wrote) as the values of its props form,
// and the form's values back as props. The form sees every field of its type, each with the value the public
// page would show for a missing one; props the form does not know are kept as they were.
import type { ComponentTypeSpec, FieldSpec } from './componentFields';

export type Props = Record<string, unknown>;
export type FormValue = string | number | boolean | FormValues[];
export type FormValues = { [name: string]: FormValue };

const isRecord = (value: unknown): value is Props =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The list of a stats, programs or testimonials block: under its own name, else under 'items'. */
function storedList(spec: ComponentTypeSpec, props: Props): Props[] {
  const list = [spec.listKey ? props[spec.listKey] : undefined, props.items].find(Array.isArray) ?? [];
  return (list as unknown[]).filter(isRecord);
}

function fieldValue(field: FieldSpec, source: Props, spec: ComponentTypeSpec): FormValue {
  const raw = source[field.name];
  switch (field.kind) {
    case 'checkbox':
      return raw === true;
    case 'select': {
      const chosen = field.choices.find((choice) => choice.value === raw || String(choice.value) === raw);
      return chosen ? chosen.value : field.fallback;
    }
    case 'list':
      return storedList(spec, source).map((item) => valuesOf(field.fields, item, spec));
    default:
      return asText(raw);
  }
}

function valuesOf(fields: readonly FieldSpec[], source: Props, spec: ComponentTypeSpec): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, fieldValue(field, source, spec)]));
}

/** The form values of a component's props. */
export function toFormValues(spec: ComponentTypeSpec, props: Props): FormValues {
  return valuesOf(spec.fields, props, spec);
}

/** The props to store from the form's values: unknown props kept, the list under its type's own name. */
export function toStoredProps(spec: ComponentTypeSpec, values: FormValues, previous: Props): Props {
  const next: Props = { ...previous, ...values };
  if (spec.listKey) {
    delete next.items;
    next[spec.listKey] = values.items ?? [];
  }
  return next;
}
