import { PageHeader } from '../../../components/layout/PageHeader';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormField, inputClasses, readOnlyInputClasses } from '../../../components/ui/FormField';
import { TabList, TabPanel, Tabs } from '../../../components/ui/Tabs';
import { usePageTitle } from '../../../lib/usePageTitle';
import { OtpStep } from '../../auth/otp/OtpStep';
import { ProfileImageField } from './ProfileImageField';
import { PROFILE_EDIT_TABS } from './profileEditTabs';
import { useProfileEditForm } from './useProfileEditForm';

const TITLE = 'ویرایش پروفایل';

/** /profile/edit: basic and contact tabs, read-only e-mail, the profile image, one save button. */
export function ProfileEditPage() {
  usePageTitle(TITLE);
  const { form, save, tab, setTab, user, phoneChange } = useProfileEditForm();
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const onImageUploaded = async (url: string) => {
    setValue('profileImageUrl', url, { shouldDirty: true });
    await save();
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="اطلاعات حساب خود را به‌روز نگه دارید."
        breadcrumb={[{ label: 'پروفایل من', to: '/profile' }, { label: TITLE }]}
      />
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {phoneChange ? (
          <section
            aria-labelledby="phone-change-title"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8"
          >
            <h2 id="phone-change-title" className="mb-2 text-lg font-bold text-ink-900">
              تایید شماره موبایل جدید
            </h2>
            <p className="mb-6 text-sm leading-7 text-ink-600">
              بقیه‌ی اطلاعات ذخیره شد. شماره‌ی موبایل پس از وارد کردن کد تایید تغییر می‌کند.
            </p>
            <OtpStep
              phoneNumber={phoneChange.phoneNumber}
              sentAt={phoneChange.sentAt}
              onResent={phoneChange.onResent}
              actions={phoneChange.actions}
              onBack={phoneChange.back}
              submitLabel="تایید شماره‌ی جدید"
            />
          </section>
        ) : (
          <form
            noValidate
            onSubmit={save}
            aria-label="فرم ویرایش پروفایل"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8"
          >
            <Tabs value={tab} onValueChange={setTab}>
              <TabList label="بخش‌های پروفایل" tabs={PROFILE_EDIT_TABS} />

              <TabPanel id="basic" className="flex flex-col gap-5 pt-6">
                <ProfileImageField
                  user={user}
                  imageUrl={watch('profileImageUrl')}
                  onUploaded={onImageUploaded}
                />
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField label="نام" required error={errors.firstName?.message}>
                    <input
                      type="text"
                      autoComplete="given-name"
                      className={inputClasses}
                      {...register('firstName')}
                    />
                  </FormField>
                  <FormField label="نام خانوادگی" required error={errors.lastName?.message}>
                    <input
                      type="text"
                      autoComplete="family-name"
                      className={inputClasses}
                      {...register('lastName')}
                    />
                  </FormField>
                </div>
                <FormField label="ایمیل" hint="ایمیل حساب قابل تغییر نیست.">
                  <input
                    type="email"
                    readOnly
                    aria-readonly="true"
                    dir="ltr"
                    value={user?.email ?? ''}
                    className={`${readOnlyInputClasses} text-start`}
                  />
                </FormField>
              </TabPanel>

              <TabPanel id="contact" className="flex flex-col gap-5 pt-6">
                <FormField label="شماره موبایل" hint="مثل ۰۹۱۲۱۲۳۴۵۶۷" error={errors.phoneNumber?.message}>
                  <input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    dir="ltr"
                    className={`${inputClasses} text-start`}
                    {...register('phoneNumber')}
                  />
                </FormField>
                <FormField
                  label="سازمان"
                  hint="محل تحصیل یا کار (اختیاری)"
                  error={errors.organization?.message}
                >
                  <input
                    type="text"
                    autoComplete="organization"
                    className={inputClasses}
                    {...register('organization')}
                  />
                </FormField>
              </TabPanel>
            </Tabs>

            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-ink-100 pt-6 sm:flex-row sm:justify-end">
              <ButtonLink to="/profile" variant="ghost">
                بازگشت به پروفایل
              </ButtonLink>
              <Button type="submit" loading={isSubmitting}>
                ذخیره‌ی تغییرات
              </Button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
