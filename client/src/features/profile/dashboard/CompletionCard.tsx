import { toPersianDigits } from '@common/digits';
import {
  type CompletionFields,
  missingProfileFields,
  profileCompletionLabels,
} from '@common/profile-completion';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../components/ui/ProgressBar';

/** 'الف'، 'الف و ب'، 'الف، ب و ج'. */
function persianList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} و ${items.at(-1)}`;
}

/** 'Complete your profile' with the percentage and the fields still empty; shown only below 100%. */
export function CompletionCard({ percent, user }: { percent: number; user: CompletionFields }) {
  const missing = missingProfileFields(user).map((key) => profileCompletionLabels[key]);
  return (
    <section
      aria-labelledby="profile-completion"
      className="rounded-3xl bg-gradient-to-l from-accent-50 to-white p-6 ring-1 ring-accent-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-completion" className="font-bold text-ink-900">
          پروفایل شما {toPersianDigits(percent)}٪ کامل است
        </h2>
        <Link to="/profile/edit" className="text-sm font-semibold text-brand-700 hover:underline">
          تکمیل پروفایل
        </Link>
      </div>
      <ProgressBar value={percent} label="درصد تکمیل پروفایل" className="mt-4" />
      {missing.length > 0 && (
        <p className="mt-3 text-sm text-ink-600">
          با افزودن {persianList(missing)}، ما و دیگر همراهان شما را بهتر می‌شناسیم.
        </p>
      )}
    </section>
  );
}
