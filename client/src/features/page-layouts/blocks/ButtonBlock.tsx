import { buttonClasses } from '../../../components/ui/buttonStyles';
import { choice, type Props, text, url } from '../layoutProps';
import { LayoutLink } from './LayoutLink';

const VARIANTS = { primary: 'primary', secondary: 'secondary', outline: 'outline' } as const;
const SIZES = { small: 'sm', medium: 'md', large: 'lg' } as const;
const ALIGN = { right: 'justify-start', center: 'justify-center', left: 'justify-end' } as const;

/** button: text, link, style (primary, secondary, outline), size (small, medium, large), alignment. */
export function ButtonBlock({ props }: { props: Props }) {
  const link = url(props, 'link');
  const label = text(props, 'text');
  if (!link || !label) return null;
  const variant =
    VARIANTS[choice(props, 'style', Object.keys(VARIANTS) as Array<keyof typeof VARIANTS>, 'primary')];
  const size = SIZES[choice(props, 'size', Object.keys(SIZES) as Array<keyof typeof SIZES>, 'medium')];
  const align = ALIGN[choice(props, 'alignment', Object.keys(ALIGN) as Array<keyof typeof ALIGN>, 'center')];
  return (
    <div className={`mx-auto flex max-w-5xl px-4 py-4 sm:px-6 ${align}`}>
      <LayoutLink href={link} className={buttonClasses(variant, size)}>
        {label}
      </LayoutLink>
    </div>
  );
}
