import { buttonClasses } from '../../../components/ui/buttonStyles';
import type { PropsOf } from '../layoutProps';
import { LayoutLink } from './LayoutLink';

const VARIANTS = { primary: 'primary', secondary: 'secondary', outline: 'outline' } as const;
const SIZES = { small: 'sm', medium: 'md', large: 'lg' } as const;
const ALIGN = { right: 'justify-start', center: 'justify-center', left: 'justify-end' } as const;

/** button: text, link, style (primary, secondary, outline), size (small, medium, large), alignment. */
export function ButtonBlock({ props }: { props: PropsOf<'ButtonProps'> }) {
  const { link, text: label } = props;
  if (!link || !label) return null;
  const variant = VARIANTS[props.style as keyof typeof VARIANTS] ?? 'primary';
  const size = SIZES[props.size as keyof typeof SIZES] ?? 'md';
  const align = ALIGN[props.alignment as keyof typeof ALIGN] ?? ALIGN.center;
  return (
    <div className={`mx-auto flex max-w-5xl px-4 py-4 sm:px-6 ${align}`}>
      <LayoutLink href={link} className={buttonClasses(variant, size)}>
        {label}
      </LayoutLink>
    </div>
  );
}
