import { textLines } from '@common/text-lines';
import { CheckIcon } from '../../../components/ui/pageIcons';
import { DetailSection } from './DetailSection';

interface TextListSectionProps {
  id: string;
  title: string;
  text: string | null;
  /** Two columns of check marks (what you will learn) or a plain bulleted list. */
  variant?: 'checks' | 'bullets';
}

/** A newline-separated course text shown as a list; nothing when the text is empty. */
export function TextListSection({ id, title, text, variant = 'bullets' }: TextListSectionProps) {
  const items = textLines(text);
  if (items.length === 0) return null;
  return (
    <DetailSection id={id} title={title}>
      <ul className={variant === 'checks' ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-3'}>
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 leading-7 text-ink-700">
            {variant === 'checks' ? (
              <CheckIcon className="mt-1 size-5 shrink-0 text-brand-600" />
            ) : (
              <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-accent-400" />
            )}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
