import { useMutation, useQuery } from '@apollo/client/react';
import { formatJalaliDateTime } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { AdminPageLayoutVersionsDocument, RestorePageLayoutVersionDocument } from '../../../gql/graphql';
import { adminAction } from '../shared/adminAction';
import { StatusBadge } from '../shared/StatusBadge';
import { texts } from './pageBuilderTexts';

interface VersionsDialogProps {
  layoutId: number;
  open: boolean;
  /** Unsaved edits are lost by a restore: the confirmation says so. */
  dirty: boolean;
  onClose: () => void;
}

/** The published versions of a layout, newest first; any can be copied back into the draft (confirmed). */
export function VersionsDialog({ layoutId, open, dirty, onClose }: VersionsDialogProps) {
  const { data, loading, error } = useQuery(AdminPageLayoutVersionsDocument, {
    variables: { layoutId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [restore] = useMutation(RestorePageLayoutVersionDocument);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const versions = data?.pageLayoutVersions ?? [];

  const confirm = async () => {
    if (restoring === null) return;
    setPending(true);
    const done = await adminAction(restore({ variables: { id: layoutId, version: restoring } }), {
      success: texts.restored(toPersianDigits(restoring)),
      failure: texts.restoreFailed,
    });
    setPending(false);
    setRestoring(null);
    if (done) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title="نسخه‌های منتشرشده" className="sm:max-w-xl">
      {loading && !data ? (
        <Spinner label="در حال دریافت نسخه‌ها" />
      ) : error && !data ? (
        <p role="alert" className="text-sm text-red-600">
          {texts.versionsFailed}
        </p>
      ) : versions.length === 0 ? (
        <p className="text-sm text-ink-500">این صفحه هنوز منتشر نشده است.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {versions.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100"
            >
              <div className="flex flex-col gap-0.5">
                <span className="flex items-center gap-2 font-bold text-ink-900">
                  نسخه‌ی {toPersianDigits(version.version)}
                  {version.isLatest && <StatusBadge label="نمایش عمومی" tone="done" />}
                </span>
                <span className="text-xs text-ink-500">
                  {formatJalaliDateTime(version.publishedAt)}
                  {version.publishedByName && ` · ${version.publishedByName}`}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`بازگرداندن نسخه‌ی ${toPersianDigits(version.version)}`}
                onClick={() => setRestoring(version.version)}
              >
                بازگرداندن
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => !next && setRestoring(null)}
        title={`بازگرداندن نسخه‌ی ${toPersianDigits(restoring ?? 0)}`}
        description={`این نسخه جای پیش‌نویس کنونی را می‌گیرد${
          dirty ? ' و تغییرات ذخیره‌نشده از بین می‌رود' : ''
        }. صفحه‌ی عمومی تا انتشار دوباره تغییر نمی‌کند.`}
        confirmLabel="بازگرداندن نسخه"
        onConfirm={() => void confirm()}
        pending={pending}
      />
    </Dialog>
  );
}
