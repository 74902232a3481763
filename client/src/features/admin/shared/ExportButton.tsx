import { useState } from 'react';
import { sessionStore } from '../../../app/session/sessionStore';
import { Button } from '../../../components/ui/Button';
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
      const token = sessionStore.getToken();
      const response = await fetch(`/api/admin/export/${kind}.csv${query.size ? `?${query}` : ''}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? EXPORT_FAILED);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `${kind}.csv`;
      link.click();
      URL.revokeObjectURL(url);
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
