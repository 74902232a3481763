import { toPersianDigits } from '@common/digits';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { UserIcon } from '../../../components/ui/pageIcons';
import { SideCard } from './SideCard';
import type { ProgramDetail } from './types';

type Coordinator = Pick<ProgramDetail, 'coordinatorName' | 'coordinatorEmail' | 'coordinatorPhone'>;

/** Who to ask about the program; nothing when no coordinator is named. */
export function CoordinatorCard({ coordinatorName, coordinatorEmail, coordinatorPhone }: Coordinator) {
  if (!coordinatorName && !coordinatorEmail && !coordinatorPhone) return null;
  return (
    <SideCard id="program-coordinator" title="هماهنگ‌کننده‌ی برنامه">
      <ul className="flex flex-col gap-3 text-sm text-ink-700">
        {coordinatorName && (
          <li className="flex items-center gap-3">
            <UserIcon className="size-5 shrink-0 text-brand-600" />
            {coordinatorName}
          </li>
        )}
        {coordinatorEmail && (
          <li className="flex items-center gap-3">
            <MailIcon className="size-5 shrink-0 text-brand-600" />
            <a href={`mailto:${coordinatorEmail}`} dir="ltr" className="hover:text-brand-700 hover:underline">
              {coordinatorEmail}
            </a>
          </li>
        )}
        {coordinatorPhone && (
          <li className="flex items-center gap-3">
            <PhoneIcon className="size-5 shrink-0 text-brand-600" />
            <a href={`tel:${coordinatorPhone}`} dir="ltr" className="hover:text-brand-700 hover:underline">
              {toPersianDigits(coordinatorPhone)}
            </a>
          </li>
        )}
      </ul>
    </SideCard>
  );
}
