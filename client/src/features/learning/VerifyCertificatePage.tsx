import { useQuery } from '@apollo/client/react';
import { formatJalaliLong } from '@common/date';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../app/head/pageMeta';
import { PageHeader } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { FormField, inputClasses } from '../../components/ui/FormField';
import { AlertIcon, CheckIcon } from '../../components/ui/pageIcons';
import { Spinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { VerifyCertificateDocument } from '../../gql/graphql';
import { readServerError } from '../../lib/serverError';
import { LEARNING_TEXTS as T } from './learningTexts';
import { type VerifyCodeForm, verifyCodeSchema } from './verifyCodeSchema';

function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<VerifyCodeForm>({
    resolver: valibotResolver(verifyCodeSchema),
    defaultValues: { code: initial },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ code }) => navigate(`/verify/certificate/${encodeURIComponent(code)}`))}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <FormField label={T.codeLabel} error={formState.errors.code?.message} className="flex-1" required>
        <input
          {...register('code')}
          dir="ltr"
          autoComplete="off"
          placeholder="ABCDE-12345"
          className={`${inputClasses} font-mono uppercase`}
        />
      </FormField>
      <Button type="submit">{T.verifyButton}</Button>
    </form>
  );
}

function Result({ code }: { code: string }) {
  const { data, loading, error } = useQuery(VerifyCertificateDocument, { variables: { code } });
  const found = data?.verifyCertificate;
  const missing = !found && !loading && error;
  usePageMeta({ title: T.verifyTitle, description: T.verifyIntro, status: missing ? 404 : undefined });
  if (loading && !found) return <Spinner label={T.verifyTitle} className="py-10" />;
  if (!found) {
    const { message } = readServerError(error);
    return (
      <StatusPanel
        tone="error"
        Icon={AlertIcon}
        title={message ?? T.verifyFailed}
        description={T.verifyIntro}
      />
    );
  }
  return (
    <section
      aria-labelledby="certificate-valid"
      className="rounded-3xl bg-white p-6 ring-1 ring-brand-200 sm:p-8"
    >
      <h2 id="certificate-valid" className="flex items-center gap-2 text-xl font-bold text-brand-700">
        <CheckIcon className="size-6" />
        {T.valid}
      </h2>
      <p className="mt-2 text-sm text-ink-600">{T.validIntro}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-ink-500">{T.studentName}</dt>
          <dd className="mt-1 text-lg font-bold text-ink-900">{found.studentName}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{T.courseTitle}</dt>
          <dd className="mt-1 text-lg font-bold text-ink-900">{found.courseTitle}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{T.issuedAt}</dt>
          <dd className="mt-1 text-ink-800">{formatJalaliLong(found.issuedAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{T.certificateCode}</dt>
          <dd className="mt-1 font-mono text-ink-800" dir="ltr">
            {found.verificationCode}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** /verify/certificate[/:code]: anyone checks a printed certificate by its code (from the QR or typed). */
export function VerifyCertificatePage() {
  const code = useParams().code?.trim() ?? '';
  usePageMeta({ title: T.verifyTitle, description: T.verifyIntro });
  return (
    <>
      <PageHeader title={T.verifyTitle} subtitle={T.verifyIntro} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
        <CodeForm key={code} initial={code} />
        {code && <Result code={code} />}
      </div>
    </>
  );
}
