import { useApolloClient, useQuery } from '@apollo/client/react';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@common/site-settings';
import { siteSettingsSchema } from '@common/validation/site-settings';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { Switch } from '../../../components/ui/Switch';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import {
  SiteSettingsDocument,
  type SiteSettingsFieldsFragment,
  UpdateSiteSettingsDocument,
} from '../../../gql/graphql';
import { useMutationForm } from '../../../lib/useMutationForm';
import { dashboardUrls } from '../dashboard/urls';
import { AdminPage } from '../shared/AdminPage';
import { useLeaveGuard } from '../shared/useLeaveGuard';

const TITLE = 'تنظیمات سایت';
const NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'اینستاگرام',
  twitter: 'توییتر (ایکس)',
  linkedin: 'لینکدین',
  facebook: 'فیسبوک',
};

/** /admin/settings: the association's details the header, footer and contact page show, and sign-up mode. */
export function AdminSettingsPage() {
  const { data } = useQuery(SiteSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <AdminPage title={TITLE} breadcrumb={[{ label: 'داشبورد', to: dashboardUrls.home() }, { label: TITLE }]}>
      {data ? <SettingsForm settings={data.siteSettings} /> : <PageSpinner />}
    </AdminPage>
  );
}

function SettingsForm({ settings }: { settings: SiteSettingsFieldsFragment }) {
  const client = useApolloClient();
  const { form, submit } = useMutationForm(
    siteSettingsSchema,
    UpdateSiteSettingsDocument,
    (input) => ({ input }),
    {
      defaultValues: {
        name: settings.name,
        shortName: settings.shortName,
        phone: settings.phone,
        email: settings.email,
        address: settings.address,
        openingHours: settings.openingHours ?? '',
        social: {
          instagram: settings.social.instagram ?? '',
          twitter: settings.social.twitter ?? '',
          linkedin: settings.social.linkedin ?? '',
          facebook: settings.social.facebook ?? '',
        },
        signupRequiresOtp: settings.signupRequiresOtp,
      },
      failure: 'خطا در ذخیره‌ی تنظیمات',
      onSuccess: (data, values) => {
        // Every page reading the settings (footer, contact page) shows the new values at once.
        client.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: data.updateSiteSettings } });
        form.reset(values);
        return 'تنظیمات سایت ذخیره شد';
      },
    },
  );
  const {
    control,
    formState: { isSubmitting },
  } = form;
  useLeaveGuard(form);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <h2 className="mb-4 font-bold text-ink-900">مشخصات انجمن</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="name" label="نام انجمن" required />
          <TextField form={form} name="shortName" label="نام کوتاه (کنار نشان)" required />
          <TextField
            form={form}
            name="phone"
            label="تلفن"
            required
            hint="مثل ۰۲۱۸۸۷۷۶۶۵۵"
            inputMode="tel"
            dir="ltr"
          />
          <TextField form={form} name="email" label="ایمیل" required type="email" dir="ltr" />
          <TextField form={form} name="address" label="نشانی" required className="sm:col-span-2" />
          <TextAreaField
            form={form}
            name="openingHours"
            label="ساعات پاسخ‌گویی"
            hint="هر گروه از روزها در یک خط"
            className="sm:col-span-2"
            rows={3}
          />
        </div>
      </section>
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <h2 className="mb-1 font-bold text-ink-900">شبکه‌های اجتماعی</h2>
        <p className="mb-4 text-sm text-ink-500">
          فقط شبکه‌هایی که نشانی دارند در پانویس سایت نشان داده می‌شوند.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              form={form}
              name={`social.${network}`}
              label={NETWORK_LABELS[network]}
              dir="ltr"
              placeholder="https://"
            />
          ))}
        </div>
      </section>
      <section className="flex items-center justify-between gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <div>
          <h2 className="font-bold text-ink-900">کد تأیید هنگام ثبت‌نام</h2>
          <p className="mt-1 text-sm text-ink-500">
            اگر روشن باشد، ثبت‌نام پس از وارد کردن کدی که به موبایل فرستاده می‌شود کامل می‌شود.
          </p>
        </div>
        <Controller
          control={control}
          name="signupRequiresOtp"
          render={({ field }) => (
            <Switch
              checked={field.value === true}
              onCheckedChange={field.onChange}
              label="کد تأیید هنگام ثبت‌نام"
            />
          )}
        />
      </section>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          ذخیره‌ی تنظیمات
        </Button>
      </div>
    </form>
  );
}
