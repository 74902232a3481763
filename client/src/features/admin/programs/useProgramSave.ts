import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import {
  type AdminProgramFieldsFragment,
  CreateProgramDocument,
  UpdateProgramDocument,
} from '../../../gql/graphql';
import { useServerForm } from '../../../lib/useMutationForm';
import { EMPTY_PROGRAM, programFormSchema, toFormValues, toProgramInput } from './programForm';
import { PROGRAM_TEXTS } from './programTexts';
import { programUrls } from './urls';

/**
 * The program form's state and submit: createProgram or updateProgram with the form's values as a
 * ProgramInput (toman → rial); success toasts and goes back to the list, failure toasts the server's message
 * (else the spec's fallback) and puts its field messages on the fields.
 */
export function useProgramSave(program: AdminProgramFieldsFragment | null) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateProgramDocument);
  const [update] = useMutation(UpdateProgramDocument);
  const failure = program ? PROGRAM_TEXTS.updateFailed : PROGRAM_TEXTS.createFailed;

  return useServerForm(
    programFormSchema,
    async (values) => {
      const input = toProgramInput(values, program?.coordinatorId ?? null);
      const { data } = program
        ? await update({ variables: { id: program.id, input } })
        : await create({ variables: { input } });
      if (!data) throw new Error('no answer');
      navigate(programUrls.list());
      return program ? PROGRAM_TEXTS.updated : PROGRAM_TEXTS.created;
    },
    {
      defaultValues: program ? toFormValues(program) : EMPTY_PROGRAM,
      failure: { rejected: failure, failed: failure },
    },
  );
}
