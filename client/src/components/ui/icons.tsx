// The icons the first screen draws (header, footer, landing sections): this module ships with the landing
// route's JavaScript, so the icons only other pages draw live in pageIcons.tsx and load with those pages.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function StrokeIcon({ children, className = 'size-5', ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);
export const CloseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeIcon>
);
/** Points towards the end of the line: left in RTL, right in LTR. */
export const ChevronEndIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <StrokeIcon className={`${className} rtl:-scale-x-100`} {...p}>
    <path d="m9 6 6 6-6 6" />
  </StrokeIcon>
);
/** Points towards the start of the line: right in RTL, left in LTR. */
export const ChevronStartIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <StrokeIcon className={`${className} rtl:-scale-x-100`} {...p}>
    <path d="m15 6-6 6 6 6" />
  </StrokeIcon>
);
export const UsersIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c1-3.5 3.5-5 6.5-5s5.5 1.5 6.5 5M16 4.5a3.5 3.5 0 0 1 0 7M18 15c2 .6 3.2 2.2 3.8 5" />
  </StrokeIcon>
);
export const BookIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 6c-2.5-2-6-2.5-9-1.5v14c3-1 6.5-.5 9 1.5 2.5-2 6-2.5 9-1.5v-14c-3-1-6.5-.5-9 1.5ZM12 6v14" />
  </StrokeIcon>
);
export const MailIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </StrokeIcon>
);
export const TargetIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </StrokeIcon>
);
export const LayoutIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M9 21V9" />
  </StrokeIcon>
);
export const HeartIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 20s-7.5-4.5-9-9.5C2 6.5 5 4 8 4c2 0 3.2 1 4 2.3C12.8 5 14 4 16 4c3 0 6 2.5 5 6.5-1.5 5-9 9.5-9 9.5Z" />
  </StrokeIcon>
);
export const PhoneIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </StrokeIcon>
);
export const MapPinIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </StrokeIcon>
);
export const GraduationIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m2 9 10-5 10 5-10 5L2 9Z" />
    <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
  </StrokeIcon>
);
export const LockIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </StrokeIcon>
);
export const StarIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className="size-4" {...p}>
    <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" />
  </svg>
);
export const ClockIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);
