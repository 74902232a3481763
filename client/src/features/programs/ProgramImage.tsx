import { useState } from 'react';
import { GraduationIcon } from '../../components/ui/icons';

/** A program's picture, else (missing or broken) a calm gradient with an icon. */
export function ProgramImage({ url, className = '' }: { url: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && url !== failedUrl) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
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
