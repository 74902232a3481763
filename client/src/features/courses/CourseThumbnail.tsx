import { useState } from 'react';
import { BookIcon } from '../../components/ui/icons';
import { Picture } from '../../components/ui/Picture';

interface CourseThumbnailProps {
  url: string | null;
  className?: string;
  /** The page's main picture (first card): loaded at once. */
  priority?: boolean;
  /** The slot's width on screen (`sizes`). */
  sizes?: string;
}

/** The course picture, or a calm gradient with a book when there is none or it fails to load. */
export function CourseThumbnail({ url, className = '', priority = false, sizes }: CourseThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <Picture
        src={url}
        alt=""
        width={1280}
        height={720}
        priority={priority}
        sizes={sizes}
        onError={() => setFailed(true)}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-accent-50 text-brand-500 ${className}`}
    >
      <BookIcon className="size-12" />
    </span>
  );
}
