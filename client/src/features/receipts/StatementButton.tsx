import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { downloadFile } from '../../lib/authorizedFetch';
import { notify } from '../../lib/notify';
import { RECEIPT_TEXTS as T } from './receiptTexts';

/** Downloads the member's yearly statement of one Jalali year as a PDF. */
export function StatementButton({ year }: { year: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(
        `/api/user/donations/statement.pdf?year=${year}`,
        `statement-${year}.pdf`,
        T.statementFailed,
      );
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : T.statementFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
      {T.statement} · {toPersianDigits(year)}
    </Button>
  );
}
