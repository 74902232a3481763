import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ClockIcon } from '../../components/ui/icons';
import { AlertIcon } from '../../components/ui/pageIcons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { authorizedFetch, downloadFile, FileRouteRefusal } from '../../lib/authorizedFetch';
import { notify } from '../../lib/notify';
import { RECEIPT_TEXTS as T } from './receiptTexts';

interface ReceiptDocumentProps {
  /** The server's printable receipt page (the same template the PDF is printed from). */
  htmlPath: string;
  /** The receipt's PDF file route. */
  pdfPath: string;
  pdfName: string;
  /** Links under a failure (back to the history …). */
  children?: React.ReactNode;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; html: string }
  | { state: 'failed'; message: string; waiting: boolean };

/** The server answers 409 for a receipt that is not ready yet: its payment still awaits approval. */
const isWaiting = (error: unknown) => error instanceof FileRouteRefusal && error.status === 409;

/**
 * One receipt as the server prints it: its page drawn in a frame (one template for screen, print and PDF),
 * a print button that prints only the receipt, and the PDF download. Fetched with the session's token or the
 * link's token in the path.
 */
export function ReceiptDocument({ htmlPath, pdfPath, pdfName, children }: ReceiptDocumentProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    authorizedFetch(htmlPath, T.receiptFailed)
      .then((response) => response.text())
      .then((html) => live && setLoaded({ state: 'ready', html }))
      .catch((error: unknown) => {
        if (!live) return;
        const message = error instanceof Error ? error.message : T.receiptFailed;
        setLoaded({ state: 'failed', message, waiting: isWaiting(error) });
      });
    return () => {
      live = false;
    };
  }, [htmlPath]);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(pdfPath, pdfName, T.pdfFailed);
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : T.pdfFailed);
    } finally {
      setBusy(false);
    }
  };

  if (loaded.state === 'loading') return <PageSpinner />;
  if (loaded.state === 'failed')
    return (
      <StatusPanel
        title={loaded.message}
        Icon={loaded.waiting ? ClockIcon : AlertIcon}
        tone={loaded.waiting ? 'neutral' : 'error'}
      >
        {children}
      </StatusPanel>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => frame.current?.contentWindow?.print()}>{T.print}</Button>
        <Button variant="secondary" loading={busy} onClick={() => void download()}>
          {T.downloadPdf}
        </Button>
      </div>
      <iframe
        ref={frame}
        title={T.receiptFrameTitle}
        srcDoc={loaded.html}
        className="h-[60rem] w-full rounded-2xl bg-white ring-1 ring-ink-100"
      />
    </div>
  );
}
