import { AlertIcon } from '../../components/ui/pageIcons';
import { LAYOUT_ERROR_TITLE } from './layoutProps';

/** 'خطا در نمایش مؤلفه‌ها' with the reason. */
export function LayoutErrorBox({ message }: { message: string }) {
  return (
    <div className="mx-auto my-6 max-w-5xl px-4 sm:px-6">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-700 ring-1 ring-red-200"
      >
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-bold">{LAYOUT_ERROR_TITLE}</p>
          {message && <p className="ltr-text mt-1 text-sm">{message}</p>}
        </div>
      </div>
    </div>
  );
}
