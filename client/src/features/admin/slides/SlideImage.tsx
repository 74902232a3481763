import { useState } from 'react';
import { useBrokenImageRef } from '../../../components/ui/useBrokenImageRef';
import { SLIDE_TEXTS } from './slideTexts';

interface SlideImageProps {
  src: string;
  alt: string;
  className?: string;
}

/** A slide's picture in the admin screens; one that fails to load shows the placeholder image (spec §2.10). */
export function SlideImage({ src, alt, className = '' }: SlideImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  const fail = () => setFailed(src);
  const ref = useBrokenImageRef(fail);
  return (
    <img
      ref={ref}
      src={broken ? SLIDE_TEXTS.placeholder : src}
      alt={alt}
      width={320}
      height={100}
      loading="lazy"
      data-failed={broken || undefined}
      onError={fail}
      className={`aspect-[1920/600] rounded-lg bg-ink-100 object-cover ${className}`}
    />
  );
}
