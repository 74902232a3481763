import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import type { CertificateFieldsFragment } from '../../gql/graphql';
import { downloadFile, openAuthorizedPage } from '../../lib/authorizedFetch';
import { LEARNING_TEXTS as T } from './learningTexts';

/**
 * The certificate's PDF download and its printable page (both fetched with the session's token), and its
 * public verification page.
 */
export function CertificateActions({ certificate }: { certificate: CertificateFieldsFragment }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(certificate.downloadUrl, `certificate-${certificate.id}.pdf`, T.downloadFailed);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : T.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  const openPrintable = () =>
    openAuthorizedPage(certificate.printUrl, T.downloadFailed).catch((error: unknown) => {
      toast.error(error instanceof Error && error.message ? error.message : T.downloadFailed);
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button loading={busy} onClick={() => void download()}>
        {T.download}
      </Button>
      <Button variant="secondary" onClick={() => void openPrintable()}>
        {T.printable}
      </Button>
      <Link to={certificate.verificationUrl} className="text-sm font-medium text-brand-700 hover:underline">
        {T.verifyLink}
      </Link>
      <span className="text-xs text-ink-500">
        {T.certificateCode}:{' '}
        <bdi dir="ltr" className="font-mono">
          {certificate.verificationCode}
        </bdi>
      </span>
    </div>
  );
}
