import { formatJalaliLong } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { userTypeLabels } from '@common/labels';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../app/session/types';
import { Avatar } from '../../../components/ui/Avatar';
import { ButtonLink } from '../../../components/ui/Button';
import { PencilIcon } from '../../../components/ui/pageIcons';
import { getDisplayName } from '../../../lib/userDisplay';
import { NO_DATA } from '../profileTexts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink-800">{children}</dd>
    </div>
  );
}

/** The member's card: avatar, name, type, contact details and the edit button. */
export function ProfileSummaryCard({ user, className = '' }: { user: SessionUser; className?: string }) {
  return (
    <section
      aria-labelledby="profile-summary"
      className={`rounded-3xl bg-white p-6 ring-1 ring-ink-100 ${className}`}
    >
      <div className="flex items-center gap-4">
        <Avatar user={user} size="lg" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 id="profile-summary" className="truncate text-lg font-bold text-ink-900">
            {getDisplayName(user)}
          </h2>
          <span className="w-fit rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold text-brand-700">
            {userTypeLabels[user.userType]}
          </span>
        </div>
      </div>
      <dl className="mt-6 flex flex-col gap-4">
        <Row label="ایمیل">{user.email ? <span className="ltr-text">{user.email}</span> : NO_DATA}</Row>
        <Row label="شماره موبایل">{user.phoneNumber ? toPersianDigits(user.phoneNumber) : NO_DATA}</Row>
        <Row label="سازمان">{user.organization || NO_DATA}</Row>
        <Row label="عضویت از">{formatJalaliLong(user.createdAt) || NO_DATA}</Row>
      </dl>
      <ButtonLink to="/profile/edit" variant="outline" className="mt-6 w-full">
        <PencilIcon className="size-4" />
        ویرایش پروفایل
      </ButtonLink>
    </section>
  );
}
