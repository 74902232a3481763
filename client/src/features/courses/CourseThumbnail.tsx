import { useState } from 'react';
import { BookIcon } from '../../components/ui/icons';

interface CourseThumbnailProps {
  url: string | null;
  className?: string;
}

/** The course picture, or a calm gradient with a book when there is none or it fails to load. */
export function CourseThumbnail({ url, className = '' }: CourseThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
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
