import { NOTIFICATION_BADGE_CAP } from '@common/constants';
import { toPersianDigits } from '@common/digits';

/** The bell's badge: nothing for 0, '۳' up to 9, '۹+' above (spec doc 1 §9). */
export function formatUnreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return toPersianDigits(count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : count);
}
