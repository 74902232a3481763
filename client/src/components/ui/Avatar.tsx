import { useState } from 'react';
import { type DisplayableUser, getInitials } from '../../lib/userDisplay';
import { useBrokenImageRef } from './useBrokenImageRef';

interface AvatarProps {
  user: DisplayableUser & { profileImageUrl?: string | null };
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

/** The profile image, else the user's initials on a brand-coloured disc. */
export function Avatar({ user, size = 'sm', className = '' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profileImageUrl;
  const classes = `${SIZES[size]} shrink-0 rounded-full ${className}`;
  const broken = () => setFailedUrl(url ?? null);
  const ref = useBrokenImageRef(broken);

  if (url && url !== failedUrl) {
    return <img ref={ref} src={url} alt="" className={`${classes} object-cover`} onError={broken} />;
  }
  // The initials are drawn, like the photo they stand in for, not written as text: beside the name they would
  // otherwise count as words of a button's visible label that its accessible name lacks (WCAG 2.5.3).
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      data-initials={getInitials(user)}
      className={`${classes} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-700 before:content-[attr(data-initials)]`}
    />
  );
}
