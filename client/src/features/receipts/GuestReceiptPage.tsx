import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layout/PageHeader';
import { AlertIcon } from '../../components/ui/pageIcons';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReceiptDocument } from './ReceiptDocument';
import { RECEIPT_TEXTS as T } from './receiptTexts';

/** /receipts/:id?token=…: a receipt opened from the payment result page's link, no account needed. */
export function GuestReceiptPage() {
  usePageTitle(T.receiptTitle);
  const id = Number(useParams().id);
  const token = useSearchParams()[0].get('token') ?? '';
  const complete = Number.isInteger(id) && id > 0 && /^[\w-]{1,64}$/.test(token);
  const base = `/api/receipts/${id}`;
  const query = `?token=${encodeURIComponent(token)}`;
  return (
    <>
      <PageHeader title={T.receiptTitle} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        {complete ? (
          <ReceiptDocument
            htmlPath={`${base}/receipt.html${query}`}
            pdfPath={`${base}/receipt.pdf${query}`}
            pdfName="receipt.pdf"
          />
        ) : (
          <StatusPanel title={T.guestReceiptMissing} Icon={AlertIcon} tone="error" />
        )}
      </div>
    </>
  );
}
