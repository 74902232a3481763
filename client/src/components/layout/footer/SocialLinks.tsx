import type { ComponentType } from 'react';
import { SOCIAL_LINKS } from '../../../app/brand';
import type { IconProps } from '../../ui/icons';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../../ui/socialIcons';

const NETWORKS: Array<{ key: keyof typeof SOCIAL_LINKS; label: string; Icon: ComponentType<IconProps> }> = [
  { key: 'facebook', label: 'فیسبوک', Icon: FacebookIcon },
  { key: 'twitter', label: 'توییتر', Icon: TwitterIcon },
  { key: 'instagram', label: 'اینستاگرام', Icon: InstagramIcon },
  { key: 'linkedin', label: 'لینکدین', Icon: LinkedinIcon },
];

export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex items-center gap-2 ${className}`} aria-label="شبکه‌های اجتماعی">
      {NETWORKS.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={SOCIAL_LINKS[key]}
            aria-label={label}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-brand-100 transition-colors hover:bg-accent-400 hover:text-ink-900"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
