import { toPersianDigits } from '@common/digits';
import { safeUrl } from '@common/html-text';
import type { ColumnDef } from '@tanstack/react-table';
import type { SlideFieldsFragment } from '../../../gql/graphql';
import { actionsColumn, RowActions } from '../shared/RowActions';
import { StatusBadge } from '../shared/StatusBadge';
import { SlideImage } from './SlideImage';
import { SLIDE_TEXTS } from './slideTexts';

type Slide = SlideFieldsFragment;

/** The link as a link when its address is safe to follow, else as text. */
function SlideLink({ link }: { link: string }) {
  const href = safeUrl(link);
  const text = (
    <span dir="ltr" className="block truncate text-xs">
      {link}
    </span>
  );
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
      {text}
    </a>
  ) : (
    text
  );
}

/** The slide table's columns (spec doc 3 §2.10): image, texts, order, status badges, actions. */
export function slideColumns(actions: {
  onEdit: (slide: Slide) => void;
  onDelete: (slide: Slide) => void;
}): ColumnDef<Slide, unknown>[] {
  return [
    {
      id: 'image',
      header: 'تصویر',
      cell: ({ row: { original: s } }) => <SlideImage src={s.imageUrl} alt={s.title} className="w-32" />,
    },
    {
      id: 'title',
      header: 'عنوان / توضیحات / لینک',
      cell: ({ row: { original: s } }) => (
        <div className="flex max-w-xs flex-col gap-0.5">
          <span className="font-medium text-ink-900">{s.title}</span>
          {s.description && <span className="line-clamp-2 text-xs text-ink-600">{s.description}</span>}
          {s.link && <SlideLink link={s.link} />}
        </div>
      ),
    },
    { id: 'order', header: 'ترتیب', cell: ({ row: { original: s } }) => toPersianDigits(s.displayOrder) },
    {
      id: 'status',
      header: 'وضعیت',
      cell: ({ row: { original: s } }) => (
        <div className="flex flex-wrap gap-1">
          <StatusBadge
            label={s.published ? SLIDE_TEXTS.active : SLIDE_TEXTS.inactive}
            tone={s.published ? 'done' : 'failed'}
          />
          <StatusBadge
            label={s.showTitle ? SLIDE_TEXTS.withText : SLIDE_TEXTS.imageOnly}
            tone={s.showTitle ? 'working' : 'waiting'}
          />
        </div>
      ),
    },
    actionsColumn((s) => (
      <RowActions
        editLabel={`ویرایش ${s.title}`}
        onEdit={() => actions.onEdit(s)}
        deleteLabel={`حذف ${s.title}`}
        onDelete={() => actions.onDelete(s)}
      />
    )),
  ];
}
