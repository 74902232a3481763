import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/Button';
import { AlertIcon, LayoutIcon, RefreshIcon } from '../../components/ui/icons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { PublicPageLayoutDocument } from '../../gql/graphql';
import { usePageTitle } from '../../lib/usePageTitle';
import { LayoutRenderer } from './LayoutRenderer';

export const PAGE_NOT_FOUND = 'صفحه مورد نظر یافت نشد';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /pages/:id: a published page layout, drawn by the LayoutRenderer. */
export function PublicLayoutPage() {
  const id = parseId(useParams().id);
  const { data, loading, error, refetch } = useQuery(PublicPageLayoutDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const layout = data?.publicPageLayout;
  usePageTitle(layout?.name ?? PAGE_NOT_FOUND);

  if (id !== null && loading && !layout) return <PageSpinner />;
  if (error && !layout) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <StatusPanel
          tone="error"
          Icon={AlertIcon}
          title="خطا در بارگذاری صفحه"
          description="لطفاً دوباره تلاش کنید."
        >
          <Button onClick={() => void refetch().catch(() => undefined)}>
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
