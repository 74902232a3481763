import { useState } from 'react';
import { GraduationIcon } from '../../components/ui/icons';
import { Picture } from '../../components/ui/Picture';

/** A program's picture, else (missing or broken) a calm gradient with an icon. */
export function ProgramImage({
  url,
  className = '',
  priority = false,
  sizes,
}: {
  url: string | null;
  className?: string;
  /** The page's main picture (hero, first card): loaded at once. */
  priority?: boolean;
  /** The slot's width on screen (`sizes`). */
  sizes?: string;
}) {
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
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-bl from-brand-100 via-brand-50 to-accent-50 text-brand-400 ${className}`}
    >
      <GraduationIcon className="size-12" />
    </div>
  );
}
