import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/layout/PageHeader';
import { ButtonLink } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReceiptDocument } from './ReceiptDocument';
import { RECEIPT_TEXTS as T } from './receiptTexts';

const HISTORY = '/profile/donations';

/** /profile/donations/:id/receipt: the member's printable receipt of one completed donation. */
export function DonationReceiptPage() {
  usePageTitle(T.receiptTitle);
  const id = Number(useParams().id);
  const base = `/api/user/donations/${Number.isInteger(id) ? id : 0}`;
  return (
    <>
      <PageHeader
        title={T.receiptTitle}
        breadcrumb={[
          { label: T.profile, to: '/profile' },
          { label: T.historyTitle, to: HISTORY },
          { label: T.receiptTitle },
        ]}
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <ReceiptDocument
          htmlPath={`${base}/receipt.html`}
          pdfPath={`${base}/receipt.pdf`}
          pdfName="receipt.pdf"
        >
          <ButtonLink to={HISTORY} variant="secondary">
            {T.backToHistory}
          </ButtonLink>
        </ReceiptDocument>
      </div>
    </>
  );
}
