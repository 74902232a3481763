import type { ReactEventHandler } from 'react';

export interface PictureProps {
  src: string;
  alt: string;
  /** Intrinsic size (the slot's aspect): the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** The page's largest picture in the first screen (its LCP): fetched at once and first. */
  priority?: boolean;
  className?: string;
  onError?: ReactEventHandler<HTMLImageElement>;
}

/** Every picture of the site: sized, and lazy unless it is the page's main one. */
export function Picture({ src, alt, width, height, priority = false, className, onError }: PictureProps) {
  return (
    <img
      src={src}
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
