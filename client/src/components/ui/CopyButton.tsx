import toast from 'react-hot-toast';

/** Copies `value` to the clipboard and says so in a toast. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} کپی شد`);
    } catch {
      toast.error('کپی انجام نشد؛ لطفاً دستی کپی کنید.');
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`کپی ${label}`}
      className="shrink-0 rounded-lg bg-white px-3 py-1.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-50"
    >
      کپی
    </button>
  );
}
