import { IMAGE_VARIANT_WIDTHS } from '@common/constants';
import { useBrokenImageRef } from './useBrokenImageRef';

/** Uploaded JPEG, PNG and WebP pictures are served at the widths of IMAGE_VARIANT_WIDTHS (`?w=`). */
const RESIZABLE_UPLOAD = /^\/uploads\/[a-z0-9/-]+\.(jpg|png|webp)$/;

export function srcSetOf(src: string): string | undefined {
  if (!RESIZABLE_UPLOAD.test(src)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

export interface PictureProps {
  src: string;
  alt: string;
  /** Intrinsic size (the slot's aspect): the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** The page's largest picture in the first screen (its LCP): fetched at once and first. */
  priority?: boolean;
  /** How wide the slot is on screen (the `sizes` attribute), for choosing among the served widths. */
  sizes?: string;
  className?: string;
  /** The picture cannot be shown (also when it failed before the page came alive). */
  onError?: () => void;
}

/** Every picture of the site: sized, and lazy unless it is the page's main one. */
export function Picture({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes = '100vw',
  className,
  onError,
}: PictureProps) {
  const srcSet = srcSetOf(src);
  const ref = useBrokenImageRef(onError);
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={onError}
      className={className}
    />
  );
}
