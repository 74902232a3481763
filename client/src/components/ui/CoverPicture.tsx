import { type ComponentType, useState } from 'react';
import { Picture } from './Picture';

export interface CoverPictureProps {
  url: string | null;
  className?: string;
  /** The page's main picture (hero, first card): loaded at once. */
  priority?: boolean;
  /** The slot's width on screen (`sizes`). */
  sizes?: string;
}

/**
 * A program's or course's 16:9 picture, or, when it is missing or fails to load, a calm gradient with the
 * kind's icon. A new address is tried again even after an earlier one failed.
 */
export function CoverPicture({
  url,
  Icon,
  className = '',
  priority = false,
  sizes,
}: CoverPictureProps & { Icon: ComponentType<{ className?: string }> }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && url !== failedUrl) {
    return (
      <Picture
        src={url}
        alt=""
        width={1280}
        height={720}
        priority={priority}
        sizes={sizes}
        onError={() => setFailedUrl(url)}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-bl from-brand-100 via-brand-50 to-accent-50 text-brand-500 ${className}`}
    >
      <Icon className="size-12" />
    </span>
  );
}
