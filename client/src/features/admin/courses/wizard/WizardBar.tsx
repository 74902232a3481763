import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button';

interface WizardBarProps {
  editing: boolean;
  onPreviewStep: boolean;
  canPublish: boolean;
  saving: boolean;
  onCancel: () => void;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** Editing: archive the course, or bring it back. */
  archive?: ReactNode;
}

/** The sticky bottom bar: cancel, save draft, and on the preview step publish (spec doc 3 §2.8). */
export function WizardBar({
  editing,
  onPreviewStep,
  canPublish,
  saving,
  onCancel,
  onSaveDraft,
  onPublish,
  archive,
}: WizardBarProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-ink-100 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-lg">
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" onClick={onCancel}>
          انصراف
        </Button>
        {archive}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onSaveDraft} loading={saving}>
          ذخیره‌ی پیش‌نویس
        </Button>
        {onPreviewStep && (
          <Button onClick={onPublish} disabled={!canPublish || saving}>
            {editing ? 'به‌روزرسانی و انتشار' : 'انتشار دوره'}
          </Button>
        )}
      </div>
    </div>
  );
}
