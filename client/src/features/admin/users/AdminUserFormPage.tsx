import { useQuery } from '@apollo/client/react';
import { EDUCATION_LEVELS, STAFF_POSITIONS, USER_TYPES, type UserType } from '@common/enums';
import { adminRoleLabels, educationLevelLabels, staffPositionLabels } from '@common/labels';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@common/validation/admin-user';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { PageSpinner } from '../../../components/ui/Spinner';
import {
  AdminUserDocument,
  type AdminUserFormFieldsFragment,
  CreateUserDocument,
  UpdateUserDocument,
} from '../../../gql/graphql';
import { useMutationForm } from '../../../lib/useMutationForm';
import { dashboardUrls } from '../dashboard/urls';
import { AdminPage } from '../shared/AdminPage';
import { adminToast } from '../shared/adminToast';
import { useGuardedLeave, useLeaveGuard } from '../shared/useLeaveGuard';
import { userUrls } from './urls';
import { toUserInput } from './userInput';
import { USER_TEXTS } from './userTexts';

/** Spec doc 3 §2.5: the student levels the form offers. */
const FORM_EDUCATION_LEVELS = EDUCATION_LEVELS.filter((level) =>
  ['DIPLOMA', 'ASSOCIATE', 'BACHELOR', 'MASTER', 'DOCTORATE'].includes(level),
);

/** /admin/users/create. */
export function AdminUserCreatePage() {
  return <UserForm user={null} />;
}

/** /admin/users/{id}/edit: loads the user; a failed load is a toast and back to the list (spec doc 3 §2.5). */
export function AdminUserEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data, error } = useQuery(AdminUserDocument, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error || !Number.isInteger(id)) {
      adminToast.error(USER_TEXTS.loadFailed);
      navigate(userUrls.list(), { replace: true });
    }
  }, [error, id, navigate]);
  return data ? <UserForm user={data.adminUser} /> : <PageSpinner />;
}

function UserForm({ user }: { user: AdminUserFormFieldsFragment | null }) {
  const navigate = useNavigate();
  const editing = user !== null;
  const title = editing ? 'ویرایش کاربر' : 'افزودن کاربر';
  const defaults = user
    ? toUserInput(user)
    : { userType: 'STUDENT' as UserType, isActive: true, emailVerified: false };

  const create = useMutationForm(adminUserCreateSchema, CreateUserDocument, (input) => ({ input }), {
    defaultValues: defaults,
    failure: USER_TEXTS.createFailed,
    onSuccess: () => {
      navigate(userUrls.list());
      return USER_TEXTS.created;
    },
  });
  const update = useMutationForm(
    adminUserUpdateSchema,
    UpdateUserDocument,
    (input) => ({ id: user?.id ?? 0, input }),
    {
      defaultValues: defaults,
      failure: USER_TEXTS.updateFailed,
      onSuccess: () => {
        navigate(userUrls.list());
        return 'کاربر با موفقیت به‌روزرسانی شد';
      },
    },
  );
  // One set of fields for both: the edit form is the create form without its password field.
  const { form, submit } = editing ? (update as unknown as typeof create) : create;
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  useLeaveGuard(form);
  const type = watch('userType');
  const { leave } = useGuardedLeave();

  return (
    <AdminPage
      title={title}
      breadcrumb={[
        { label: 'داشبورد', to: dashboardUrls.home() },
        { label: USER_TEXTS.listTitle, to: userUrls.list() },
        { label: title },
      ]}
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="نام" required error={errors.firstName?.message}>
            <input className={inputClasses} autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="نام خانوادگی" required error={errors.lastName?.message}>
            <input className={inputClasses} autoComplete="off" {...register('lastName')} />
          </FormField>
          <FormField label="ایمیل" required error={errors.email?.message}>
            <input
              className={inputClasses}
              type="email"
              dir="ltr"
              autoComplete="off"
              {...register('email')}
            />
          </FormField>
          <FormField label="شماره موبایل" required hint="مثل ۰۹۱۲۱۲۳۴۵۶۷" error={errors.phoneNumber?.message}>
            <input
              className={inputClasses}
              inputMode="tel"
              dir="ltr"
              autoComplete="off"
              {...register('phoneNumber')}
            />
          </FormField>
          {!editing && (
            <FormField label="رمز عبور" required hint="حداقل ۶ کاراکتر" error={errors.password?.message}>
              <input
                className={inputClasses}
                type="password"
                dir="ltr"
                autoComplete="new-password"
                {...register('password')}
              />
            </FormField>
          )}
          <FormField
            label="نوع کاربر"
            error={errors.userType?.message}
            hint={
              editing && type !== user?.userType
                ? 'تغییر نوع کاربر ممکن است دسترسی‌های او را تغییر دهد.'
                : undefined
            }
          >
            <select className={inputClasses} {...register('userType')}>
              {USER_TYPES.map((value) => (
                <option key={value} value={value}>
                  {adminRoleLabels[value]}
                </option>
              ))}
            </select>
          </FormField>
          {(type === 'DONOR' || type === 'STAFF') && (
            <FormField label="سازمان" error={errors.organization?.message}>
              <input className={inputClasses} {...register('organization')} />
            </FormField>
          )}
          {type === 'STAFF' && (
            <FormField label="سمت" error={errors.staffPosition?.message}>
              <select className={inputClasses} {...register('staffPosition')}>
                <option value="">انتخاب کنید</option>
                {STAFF_POSITIONS.map((value) => (
                  <option key={value} value={value}>
                    {staffPositionLabels[value]}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          {type === 'STUDENT' && (
            <>
              <FormField label="شماره دانش‌آموزی" error={errors.studentId?.message}>
                <input className={inputClasses} dir="ltr" {...register('studentId')} />
              </FormField>
              <FormField label="مقطع تحصیلی" error={errors.educationLevel?.message}>
                <select className={inputClasses} {...register('educationLevel')}>
                  <option value="">انتخاب کنید</option>
                  {FORM_EDUCATION_LEVELS.map((value) => (
                    <option key={value} value={value}>
                      {educationLevelLabels[value]}
                    </option>
                  ))}
                </select>
              </FormField>
            </>
          )}
          {editing && (
            <FormField label="نشانی تصویر پروفایل" error={errors.profileImageUrl?.message}>
              <input className={inputClasses} dir="ltr" {...register('profileImageUrl')} />
            </FormField>
          )}
        </div>
        <div className="flex flex-wrap gap-6">
          <label className="flex items-center gap-2 text-sm text-ink-800">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('isActive')} />
            حساب فعال باشد
          </label>
          <label className="flex items-center gap-2 text-sm text-ink-800">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('emailVerified')} />
            ایمیل تأییدشده است
          </label>
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-ink-100 pt-5">
          <Button type="button" variant="ghost" onClick={() => leave(userUrls.list())}>
            انصراف
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {editing ? 'ذخیره‌ی تغییرات' : 'ایجاد کاربر'}
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
