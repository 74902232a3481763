import type { SocialNetwork } from '@common/site-settings';
import type { ComponentType } from 'react';
import { useSiteSettings } from '../../../app/site/useSiteSettings';
import type { IconProps } from '../../ui/icons';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../../ui/socialIcons';

const NETWORKS: Array<{ key: SocialNetwork; label: string; Icon: ComponentType<IconProps> }> = [
  { key: 'facebook', label: 'فیسبوک', Icon: FacebookIcon },
  { key: 'twitter', label: 'توییتر', Icon: TwitterIcon },
  { key: 'instagram', label: 'اینستاگرام', Icon: InstagramIcon },
  { key: 'linkedin', label: 'لینکدین', Icon: LinkedinIcon },
];

/** The networks the admin gave an address for (none: nothing shown). */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { social } = useSiteSettings();
  const shown = NETWORKS.filter(({ key }) => social[key]);
  if (shown.length === 0) return null;
  return (
    <ul className={`flex items-center gap-2 ${className}`} aria-label="شبکه‌های اجتماعی">
      {shown.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={social[key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
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
