import { buttonClasses } from '../../../components/ui/buttonStyles';
import { LayoutLink } from './LayoutLink';

interface BlockButtonsProps {
  primaryHref: string | null;
  primaryText: string;
  secondaryHref: string | null;
  secondaryText: string;
  className: string;
}

/** A block's primary (accent) and secondary (light outline) buttons; each shows only with a link and a text. */
export function BlockButtons({
  primaryHref,
  primaryText,
  secondaryHref,
  secondaryText,
  className,
}: BlockButtonsProps) {
  return (
    <div className={className}>
      {primaryHref && primaryText && (
        <LayoutLink href={primaryHref} className={buttonClasses('accent', 'lg')}>
          {primaryText}
        </LayoutLink>
      )}
      {secondaryHref && secondaryText && (
        <LayoutLink href={secondaryHref} className={buttonClasses('outlineLight', 'lg')}>
          {secondaryText}
        </LayoutLink>
      )}
    </div>
  );
}
