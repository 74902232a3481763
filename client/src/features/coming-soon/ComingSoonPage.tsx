import { ButtonLink } from '../../components/ui/Button';
import { ToolsIcon } from '../../components/ui/icons';
import { usePageTitle } from '../../lib/usePageTitle';

export interface ComingSoonPageProps {
  /** The page's own title, e.g. 'درباره ما'. */
  title: string;
  /** Optional extra line under the standard text. */
  description?: string;
}

/** Placeholder for screens that arrive later. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <ToolsIcon className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-600">این بخش به‌زودی راه‌اندازی می‌شود.</p>
      {description && <p className="mt-2 text-ink-500">{description}</p>}
      <ButtonLink to="/" variant="secondary" className="mt-8">
        بازگشت به صفحه‌ی اصلی
      </ButtonLink>
    </section>
  );
}
