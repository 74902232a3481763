import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Button } from '../../components/ui/Button';
import { FormField, ltrInputClasses } from '../../components/ui/FormField';
import { RECEIPT_TEXTS as T } from './receiptTexts';

/** Only a first check: the server reads the code (Crockford letters, dashes, spaces) and says what is wrong. */
const codeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(T.codeRequired), v.maxLength(32, T.codeTooLong)),
});

interface VerifyCodeFormProps {
  initial: string;
  onCheck: (code: string) => void;
}

/** The small form to type a receipt's verification code. */
export function VerifyCodeForm({ initial, onCheck }: VerifyCodeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<v.InferInput<typeof codeSchema>, unknown, v.InferOutput<typeof codeSchema>>({
    resolver: valibotResolver(codeSchema),
    defaultValues: { code: initial },
  });
  return (
    <form
      noValidate
      aria-label={T.verifyTitle}
      onSubmit={handleSubmit(({ code }) => onCheck(code))}
      className="flex flex-col gap-4 rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:flex-row sm:items-start"
    >
      <FormField
        label={T.codeLabel}
        hint={T.codeHint}
        error={errors.code?.message}
        required
        className="flex-1"
      >
        <input type="text" dir="ltr" autoComplete="off" className={ltrInputClasses} {...register('code')} />
      </FormField>
      <Button type="submit" className="sm:mt-7">
        {T.verifySubmit}
      </Button>
    </form>
  );
}
