import { useQuery } from '@apollo/client/react';
import { EDUCATION_LEVELS, STAFF_POSITIONS, USER_TYPES, type UserType } from '@common/enums';
import { adminRoleLabels, educationLevelLabels, staffPositionLabels } from '@common/labels';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@common/validation/admin-user';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { CHOOSE_OPTION, SelectField } from '../../../components/ui/SelectField';
import { PageSpinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
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
    watch,
    formState: { isSubmitting },
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
          <TextField form={form} name="firstName" label="نام" required autoComplete="off" />
          <TextField form={form} name="lastName" label="نام خانوادگی" required autoComplete="off" />
          <TextField
            form={form}
            name="email"
            label="ایمیل"
            required
            type="email"
            dir="ltr"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="phoneNumber"
            label="شماره موبایل"
            required
            hint="مثل ۰۹۱۲۱۲۳۴۵۶۷"
            inputMode="tel"
            dir="ltr"
            autoComplete="off"
          />
          {!editing && (
            <TextField
              form={form}
              name="password"
              label="رمز عبور"
              required
              hint="حداقل ۶ کاراکتر"
              type="password"
              dir="ltr"
              autoComplete="new-password"
            />
          )}
          <SelectField
            form={form}
            name="userType"
            label="نوع کاربر"
            options={USER_TYPES}
            labels={adminRoleLabels}
            hint={
              editing && type !== user?.userType
                ? 'تغییر نوع کاربر ممکن است دسترسی‌های او را تغییر دهد.'
                : undefined
            }
          />
          {(type === 'DONOR' || type === 'STAFF') && (
            <TextField form={form} name="organization" label="سازمان" />
          )}
          {type === 'STAFF' && (
            <SelectField
              form={form}
              name="staffPosition"
              label="سمت"
              options={STAFF_POSITIONS}
              labels={staffPositionLabels}
              placeholder={CHOOSE_OPTION}
            />
          )}
          {type === 'STUDENT' && (
            <>
              <TextField form={form} name="studentId" label="شماره دانش‌آموزی" dir="ltr" />
              <SelectField
                form={form}
                name="educationLevel"
                label="مقطع تحصیلی"
                options={FORM_EDUCATION_LEVELS}
                labels={educationLevelLabels}
                placeholder={CHOOSE_OPTION}
              />
            </>
          )}
          {editing && <TextField form={form} name="profileImageUrl" label="نشانی تصویر پروفایل" dir="ltr" />}
        </div>
        <div className="flex flex-wrap gap-6">
          <CheckboxField form={form} name="isActive" label="حساب فعال باشد" />
          <CheckboxField form={form} name="emailVerified" label="ایمیل تأییدشده است" />
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
