import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { downloadFile } from '../../../lib/authorizedFetch';
import { adminToast } from './adminToast';

interface ExportButtonProps {
  kind: 'users' | 'donations' | 'contacts';
  /** The list's filters as the export route reads them (empty values left out). */
  filters: Record<string, string | boolean | undefined>;
}

const EXPORT_FAILED = 'خطا در تهیه‌ی فایل خروجی';

/**
 * Downloads the CSV of the filtered list. The file is fetched with the session's token (a plain link would
 * carry none) and handed to the browser as a download.
 */
export function ExportButton({ kind, filters }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) {
        if (value !== undefined && value !== '') query.set(name, String(value));
      }
      await downloadFile(
        `/api/admin/export/${kind}.csv${query.size ? `?${query}` : ''}`,
        `${kind}.csv`,
        EXPORT_FAILED,
      );
    } catch (error) {
      adminToast.error(error instanceof Error && error.message ? error.message : EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      خروجی CSV
    </Button>
  );
}
