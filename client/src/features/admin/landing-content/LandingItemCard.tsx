import { toPersianDigits } from '@common/digits';
import { TESTIMONIALS_KEY } from '@common/landing-keys';
import { readTestimonialList } from '@common/testimonials';
import { preview } from '@common/text';
import { Button } from '../../../components/ui/Button';
import { PencilIcon, TrashIcon } from '../../../components/ui/pageIcons';
import { Switch } from '../../../components/ui/Switch';
import type { LandingContentItemFieldsFragment } from '../../../gql/graphql';
import { StatusBadge } from '../shared/StatusBadge';
import { LandingItemForm } from './LandingItemForm';

type Item = LandingContentItemFieldsFragment;

interface LandingItemCardProps {
  item: Item;
  editing: boolean;
  onEdit: () => void;
  onEditDone: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

const PREVIEW_CHARS = 160;

/** What the card shows of the content: the testimonials as their people, anything else as text. */
function contentPreview(item: Item): string {
  const people = item.sectionKey === TESTIMONIALS_KEY ? readTestimonialList(item.content) : null;
  if (people) return `${toPersianDigits(people.length)} نظر: ${people.map((p) => p.name).join('، ')}`;
  return preview(item.content ?? '', PREVIEW_CHARS);
}

/** One landing item: its key, texts and order, with inline edit, the active switch and delete. */
export function LandingItemCard({
  item,
  editing,
  onEdit,
  onEditDone,
  onToggle,
  onDelete,
}: LandingItemCardProps) {
  if (editing) {
    return (
      <li className="rounded-2xl bg-brand-50/40 p-4 ring-1 ring-brand-200">
        <h4 className="mb-3 text-sm font-bold text-ink-900">
          ویرایش{' '}
          <span dir="ltr" className="font-mono">
            {item.sectionKey}
          </span>
        </h4>
        <LandingItemForm item={item} onSaved={onEditDone} onCancel={onEditDone} />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span dir="ltr" className="font-mono text-sm font-bold text-ink-900">
            {item.sectionKey}
          </span>
          <span className="text-xs text-ink-500">ترتیب {toPersianDigits(item.orderIndex)}</span>
          <StatusBadge label={item.isActive ? 'فعال' : 'غیرفعال'} tone={item.isActive ? 'done' : 'waiting'} />
        </div>
        {item.title && <p className="mt-2 font-medium text-ink-800">{item.title}</p>}
        {item.subtitle && <p className="text-sm text-ink-600">{item.subtitle}</p>}
        {item.content && (
          <p className="mt-1 text-sm leading-7 break-words text-ink-700">{contentPreview(item)}</p>
        )}
        {item.linkUrl && (
          <p className="mt-1 text-xs text-ink-500">
            پیوند: {item.linkText ?? ''}{' '}
            <span dir="ltr" className="break-all">
              {item.linkUrl}
            </span>
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Switch checked={item.isActive} label={`فعال بودن ${item.sectionKey}`} onCheckedChange={onToggle} />
        <Button variant="ghost" size="sm" aria-label={`ویرایش ${item.sectionKey}`} onClick={onEdit}>
          <PencilIcon className="size-4" />
        </Button>
        <Button variant="danger" size="sm" aria-label={`حذف ${item.sectionKey}`} onClick={onDelete}>
          <TrashIcon className="size-4" />
        </Button>
      </div>
    </li>
  );
}
