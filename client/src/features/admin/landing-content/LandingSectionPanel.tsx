import { toPersianDigits } from '@common/digits';
import type { LandingSection } from '@common/enums';
import { landingSectionLabels } from '@common/labels';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ChevronDownIcon, PlusIcon } from '../../../components/ui/pageIcons';
import type {
  LandingContentItemFieldsFragment,
  LandingSectionSummaryFieldsFragment,
} from '../../../gql/graphql';
import { LandingItemCard } from './LandingItemCard';
import { landingTexts } from './landingContentTexts';

type Item = LandingContentItemFieldsFragment;

interface LandingSectionPanelProps {
  section: LandingSection;
  summary: LandingSectionSummaryFieldsFragment | undefined;
  /** The section's items shown now (all of them, or those the search found). */
  items: Item[];
  editingId: number | null;
  onAdd: () => void;
  onEdit: (item: Item | null) => void;
  onToggle: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/** A collapsible landing section (spec doc 3 §2.11): its counts, its items and its own add button. */
export function LandingSectionPanel({
  section,
  summary,
  items,
  editingId,
  onAdd,
  onEdit,
  onToggle,
  onDelete,
}: LandingSectionPanelProps) {
  const [open, setOpen] = useState(true);
  const headingId = `landing-section-${section}`;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl bg-ink-50/60 p-4 ring-1 ring-ink-100 sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={headingId} className="min-w-0 flex-1">
            <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-lg text-start focus-visible:outline-2 focus-visible:outline-brand-500">
              <ChevronDownIcon
                aria-hidden="true"
                className={`size-5 shrink-0 text-ink-500 transition-transform ${open ? '' : 'rotate-90'}`}
              />
              <span className="text-lg font-extrabold text-ink-900">{landingSectionLabels[section]}</span>
              <span dir="ltr" className="font-mono text-xs text-ink-500">
                {section}
              </span>
              <span className="ms-auto text-sm font-normal text-ink-600">
                {toPersianDigits(summary?.count ?? 0)} مورد، {toPersianDigits(summary?.activeCount ?? 0)} فعال
              </span>
            </Collapsible.Trigger>
          </h3>
          <Button
            variant="outline"
            size="sm"
            onClick={onAdd}
            aria-label={`افزودن محتوا به بخش ${landingSectionLabels[section]}`}
          >
            <PlusIcon className="size-4" />
            افزودن
          </Button>
        </div>
        <Collapsible.Content>
          {section === 'hero' && (
            <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm leading-7 text-amber-900 ring-1 ring-amber-200">
              {landingTexts.heroNote}
            </p>
          )}
          {items.length === 0 ? (
            <p className="mt-4 text-sm text-ink-500">موردی در این بخش نیست.</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {items.map((item) => (
                <LandingItemCard
                  key={item.id}
                  item={item}
                  editing={editingId === item.id}
                  onEdit={() => onEdit(item)}
                  onEditDone={() => onEdit(null)}
                  onToggle={() => onToggle(item)}
                  onDelete={() => onDelete(item)}
                />
              ))}
            </ul>
          )}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
