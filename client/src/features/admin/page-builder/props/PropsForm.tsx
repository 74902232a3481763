import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef } from 'react';
import { type FieldValues, FormProvider, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import type { ComponentTypeSpec } from '../componentFields';
import { type FormValues, type Props, toFormValues, toStoredProps } from '../componentProps';
import { propsSchema } from '../propsSchemas';
import { FieldControl } from './FieldControl';
import { ListField } from './ListField';

interface PropsFormProps {
  spec: ComponentTypeSpec;
  props: Props;
  /** Every change, as props to store (checked on save; the preview shows them at once). */
  onChange: (props: Props) => void;
  /** Show every field's message at once (after a save found this component incomplete). */
  showErrors?: boolean;
}

/** The props form of one component, built from its type's fields; messages show as the admin types. */
export function PropsForm({ spec, props, onChange, showErrors }: PropsFormProps) {
  const initial = useRef(props);
  const form = useForm<FieldValues>({
    defaultValues: toFormValues(spec, props),
    resolver: valibotResolver(propsSchema(spec) as v.GenericSchema<FieldValues>),
    mode: 'onChange',
  });
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    const subscription = form.watch((values) =>
      report.current(toStoredProps(spec, values as FormValues, initial.current)),
    );
    return () => subscription.unsubscribe();
  }, [form, spec]);
  useEffect(() => {
    if (showErrors) void form.trigger();
  }, [form, showErrors]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((field) =>
          field.kind === 'list' ? (
            <ListField key={field.name} field={field} name={field.name} className="sm:col-span-2" />
          ) : (
            <FieldControl key={field.name} field={field} name={field.name} />
          ),
        )}
      </form>
    </FormProvider>
  );
}
