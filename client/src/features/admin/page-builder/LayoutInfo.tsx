import { formatJalaliDateTime } from '@common/date';
import { toPersianDigits } from '@common/digits';
import type { ReactNode } from 'react';
import type { PageLayoutFieldsFragment } from '../../../gql/graphql';
import { LayoutStatus } from './LayoutStatus';

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-0.5 ${wide ? 'sm:col-span-2 lg:col-span-4' : ''}`}>
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="text-sm text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * The info panel: name, page key, status (published or draft) with the published page's address on the site,
 * version, description (spec doc 3 §2.12).
 */
export function LayoutInfo({ layout }: { layout: PageLayoutFieldsFragment }) {
  return (
    <dl className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:grid-cols-2 sm:p-6 lg:grid-cols-4">
      <Row label="نام">{layout.name}</Row>
      <Row label="کلید صفحه">
        <span dir="ltr" className="font-mono">
          {layout.pageKey}
        </span>
      </Row>
      <Row label="وضعیت">
        <LayoutStatus layout={layout} />
      </Row>
      <Row label="نسخه">
        {layout.isPublished ? toPersianDigits(layout.version) : 'هنوز منتشر نشده'}
        {layout.publishedAt && (
          <span className="block text-xs text-ink-500">
            انتشار: {formatJalaliDateTime(layout.publishedAt)}
          </span>
        )}
      </Row>
      {layout.publicPath && (
        <Row label="نشانی در سایت" wide>
          <a
            href={layout.publicPath}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            مشاهده در سایت
            <span className="sr-only"> (در زبانه‌ی تازه)</span>
          </a>{' '}
          <span dir="ltr" className="font-mono text-ink-500">
            {layout.publicPath}
          </span>
        </Row>
      )}
      <Row label="توضیحات" wide>
        {layout.description || <span className="text-ink-400">بدون توضیح</span>}
      </Row>
    </dl>
  );
}
