import { ButtonLink } from '../../../components/ui/Button';
import { SettingsIcon } from '../../../components/ui/pageIcons';
import { dashboardUrls } from '../../admin/dashboard/urls';

/** Admins have no stat cards; they get the way to the management area instead. */
export function AdminCallout() {
  return (
    <section className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-bl from-brand-700 to-brand-500 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 className="text-lg font-bold">پنل مدیریت</h2>
        <p className="mt-1 text-brand-50">کاربران، برنامه‌ها، دوره‌ها و کمک‌ها را از پنل مدیریت اداره کنید.</p>
      </div>
      <ButtonLink to={dashboardUrls.home()} variant="light">
        <SettingsIcon className="size-5" />
        ورود به پنل مدیریت
      </ButtonLink>
    </section>
  );
}
