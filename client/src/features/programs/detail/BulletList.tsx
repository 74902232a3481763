import { CheckIcon } from '../../../components/ui/pageIcons';

/** Items with check marks; `empty` when there are none. */
export function BulletList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="leading-7 text-ink-500">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 leading-7 text-ink-700">
          <CheckIcon className="mt-1 size-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
