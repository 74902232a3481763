import type { IconProps } from './icons';

function BrandIcon({ d, className = 'size-5', ...rest }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => (
  <BrandIcon
    {...p}
    d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z"
  />
);
export const TwitterIcon = (p: IconProps) => (
  <BrandIcon
    {...p}
    d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5Z"
  />
);
export const InstagramIcon = (p: IconProps) => (
  <BrandIcon
    {...p}
    d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm6.1-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21.3 8c-.1-1.5-.4-2.9-1.6-4-1.1-1.1-2.5-1.5-4-1.6C14.1 2.3 9.9 2.3 8.3 2.4 6.8 2.5 5.4 2.8 4.3 4 3.2 5.1 2.8 6.5 2.7 8c-.1 1.6-.1 6.4 0 8 .1 1.5.4 2.9 1.6 4 1.1 1.1 2.5 1.5 4 1.6 1.6.1 6.4.1 8 0 1.5-.1 2.9-.4 4-1.6 1.1-1.1 1.5-2.5 1.6-4 .1-1.6.1-6.4 0-8Zm-2 9.7a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.6.4s-4.3.1-5.6-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.6s-.1-4.3.4-5.6a3.2 3.2 0 0 1 1.8-1.8c1.3-.5 4.3-.4 5.6-.4s4.3-.1 5.6.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.6s.1 4.3-.4 5.6Z"
  />
);
export const LinkedinIcon = (p: IconProps) => (
  <BrandIcon
    {...p}
    d="M6.9 21H3.2V9h3.7v12ZM5 7.4a2.1 2.1 0 1 1 0-4.3 2.1 2.1 0 0 1 0 4.3ZM21 21h-3.7v-5.8c0-1.4 0-3.2-2-3.2-1.9 0-2.2 1.5-2.2 3.1V21H9.4V9h3.5v1.6h.1c.5-.9 1.7-2 3.5-2 3.8 0 4.5 2.5 4.5 5.7V21Z"
  />
);
