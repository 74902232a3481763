import { NOTIFICATION_TYPES, type NotificationType } from '@common/enums';
import { notificationTypeLabels } from '@common/labels';
import type { ComponentType } from 'react';
import { BookIcon, HeartIcon, type IconProps, TargetIcon } from '../../components/ui/icons';
import { BellIcon, UserIcon } from '../../components/ui/pageIcons';

const LOOKS: Record<NotificationType, { Icon: ComponentType<IconProps>; tone: string }> = {
  COURSE: { Icon: BookIcon, tone: 'bg-sky-50 text-sky-600' },
  DONATION: { Icon: HeartIcon, tone: 'bg-rose-50 text-rose-600' },
  PROGRAM: { Icon: TargetIcon, tone: 'bg-accent-50 text-accent-600' },
  PROFILE: { Icon: UserIcon, tone: 'bg-brand-50 text-brand-600' },
  SYSTEM: { Icon: BellIcon, tone: 'bg-ink-100 text-ink-600' },
};

/**
 * Spec doc 1 §3: any other type is treated as SYSTEM. (The same rule as toNotificationType in
 * @common/validation, kept here so the header's bell does not pull valibot into the landing page's bundle.)
 */
function knownType(type: string): NotificationType {
  return NOTIFICATION_TYPES.find((known) => known === type.toUpperCase()) ?? 'SYSTEM';
}

/** The type's icon on a tinted square; any unknown type looks like SYSTEM. */
export function NotificationTypeIcon({ type }: { type: string }) {
  const known = knownType(type);
  const { Icon, tone } = LOOKS[known];
  return (
    <span
      title={notificationTypeLabels[known]}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}
    >
      <Icon className="size-5" />
      <span className="sr-only">{notificationTypeLabels[known]}</span>
    </span>
  );
}
