import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/layout/PageHeader';
import { AlertIcon, CheckIcon } from '../../components/ui/pageIcons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { VerifyReceiptDocument } from '../../gql/graphql';
import { serverErrorMessage } from '../../lib/serverError';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReceiptFacts } from './ReceiptFacts';
import { RECEIPT_TEXTS as T } from './receiptTexts';
import { VerifyCodeForm } from './VerifyCodeForm';

/** /verify/receipt and /verify/receipt/:code (the QR's address): anyone checks a printed receipt. */
export function VerifyReceiptPage() {
  usePageTitle(T.verifyTitle);
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={T.verifyTitle} subtitle={T.verifySubtitle} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
        <VerifyCodeForm
          initial={code}
          onCheck={(typed) => navigate(`/verify/receipt/${encodeURIComponent(typed)}`)}
        />
        {code && <VerificationAnswer key={code} code={code} />}
      </div>
    </>
  );
}

function VerificationAnswer({ code }: { code: string }) {
  const { data, loading, error } = useQuery(VerifyReceiptDocument, {
    variables: { code },
    fetchPolicy: 'network-only',
  });
  if (loading) return <PageSpinner />;
  if (error || !data)
    return (
      <StatusPanel
        tone="error"
        Icon={AlertIcon}
        title={serverErrorMessage(error, { rejected: T.verifyFailed, failed: T.verifyFailed })}
      />
    );
  return (
    <section
      aria-labelledby="receipt-verified"
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-emerald-200 sm:p-8"
    >
      <p id="receipt-verified" role="status" className="flex items-center gap-3 font-bold text-emerald-800">
        <span className="inline-flex size-10 items-center justify-center rounded-2xl bg-emerald-50">
          <CheckIcon className="size-5" />
        </span>
        {T.verified}
      </p>
      <ReceiptFacts receipt={data.verifyReceipt} />
    </section>
  );
}
