import { usePageMeta } from '../../app/head/pageMeta';
import { Button, ButtonLink } from '../../components/ui/Button';
import { LayoutIcon } from '../../components/ui/icons';
import { AlertIcon, RefreshIcon } from '../../components/ui/pageIcons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import type { PageLayoutContentFieldsFragment } from '../../gql/graphql';
import { LayoutRenderer } from './LayoutRenderer';

export const PAGE_NOT_FOUND = 'صفحه مورد نظر یافت نشد';

export interface ShownLayout {
  name: string;
  description?: string | null;
  content: PageLayoutContentFieldsFragment;
}

export interface LayoutPageViewProps {
  layout: ShownLayout | null | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * A published page layout as a whole page (used by /pages/:id and the footer pages): its name in the head,
 * the components drawn by the LayoutRenderer; a spinner, an error with retry, or 'not found' (HTTP 404 on
 * the server) when there is nothing published to show.
 */
export function LayoutPageView({ layout, loading, error, retry }: LayoutPageViewProps) {
  const missing = !layout && !loading && !error;
  usePageMeta({
    title: layout?.name ?? PAGE_NOT_FOUND,
    description: layout?.description ?? undefined,
    status: missing ? 404 : undefined,
  });

  if (loading && !layout) return <PageSpinner />;
  if (error && !layout) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <StatusPanel
          tone="error"
          Icon={AlertIcon}
          title="خطا در بارگذاری صفحه"
          description="لطفاً دوباره تلاش کنید."
        >
          <Button onClick={retry}>
            <RefreshIcon />
            تلاش دوباره
          </Button>
        </StatusPanel>
      </div>
    );
  }
  if (!layout) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <StatusPanel
          Icon={LayoutIcon}
          title={PAGE_NOT_FOUND}
          description="ممکن است این صفحه حذف یا هنوز منتشر نشده باشد."
        >
          <ButtonLink to="/">بازگشت به صفحه‌ی اصلی</ButtonLink>
        </StatusPanel>
      </div>
    );
  }
  return (
    <article aria-label={layout.name}>
      <h1 className="sr-only">{layout.name}</h1>
      <LayoutRenderer content={layout.content} />
    </article>
  );
}
