import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { applyServerErrors } from './applyServerErrors';
import { type ErrorFallbacks, serverErrorMessage } from './serverError';

type FormSchema = v.GenericSchema<FieldValues, FieldValues>;
type Input<S extends FormSchema> = v.InferInput<S>;
type Output<S extends FormSchema> = v.InferOutput<S>;

export interface ServerFormOptions<TSchema extends FormSchema>
  extends Omit<UseFormProps<Input<TSchema>, unknown, Output<TSchema>>, 'resolver'> {
  /**
   * The error toast: the server's message for people, else this text (or the fallback for a refusal and for
   * no answer), or a text worked out from the error.
   */
  failure: string | ErrorFallbacks | ((error: unknown) => string);
  /** The fields that got a message, from the schema or from the server (e.g. to show their tab). */
  onInvalid?: (fields: string[]) => void;
}

/**
 * A form whose submit talks to the server: react-hook-form checked by the shared valibot schema, then
 * `send` with the checked values; the text `send` answers is the success toast, and an error it throws puts
 * the server's per-field messages on their fields and raises the error toast.
 */
export function useServerForm<TSchema extends FormSchema>(
  schema: TSchema,
  send: (values: Output<TSchema>) => Promise<string | undefined>,
  { failure, onInvalid, ...formOptions }: ServerFormOptions<TSchema>,
) {
  const form = useForm<Input<TSchema>, unknown, Output<TSchema>>({
    ...formOptions,
    resolver: valibotResolver(schema),
  });
  const submit = form.handleSubmit(
    async (values) => {
      let message: string | undefined;
      try {
        message = await send(values);
      } catch (error) {
        // Put on the fields first: an optional call would skip evaluating its argument.
        const fields = applyServerErrors(error, form.setError);
        onInvalid?.(fields);
        toast.error(failureText(failure, error));
        return;
      }
      if (message) toast.success(message);
    },
    (errors) => onInvalid?.(Object.keys(errors)),
  );
  return { form, submit };
}

function failureText(failure: ServerFormOptions<FormSchema>['failure'], error: unknown): string {
  if (typeof failure === 'function') return failure(error);
  return serverErrorMessage(
    error,
    typeof failure === 'string' ? { rejected: failure, failed: failure } : failure,
  );
}

export interface MutationFormOptions<TSchema extends FormSchema, TData> extends ServerFormOptions<TSchema> {
  /**
   * What the page does with the answer; the text it returns is the success toast (none when it returns
   * nothing, e.g. when it moves on to another step).
   */
  onSuccess?: (data: TData, values: Output<TSchema>) => string | undefined | Promise<string | undefined>;
}

/** A server form that runs one mutation, its variables made from the checked values. */
export function useMutationForm<TSchema extends FormSchema, TData, TVariables extends OperationVariables>(
  schema: TSchema,
  document: TypedDocumentNode<TData, TVariables>,
  toVariables: (values: Output<TSchema>) => TVariables,
  { onSuccess, ...options }: MutationFormOptions<TSchema, TData>,
) {
  const [mutate] = useMutation(document);
  // useMutation's argument list depends on whether the variables are optional, which a generic cannot say.
  const run = mutate as unknown as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>;
  return useServerForm(
    schema,
    async (values) => {
      const { data } = await run({ variables: toVariables(values) });
      if (!data) throw new Error('no answer');
      return onSuccess?.(data, values);
    },
    options,
  );
}
