import { CONTACT_SUBJECTS } from '@common/enums';
import { contactSubjectLabels } from '@common/labels';
import {
  type ContactInput,
  type ContactOutput,
  contactSchema,
  contactSubjectSlugs,
} from '@common/validation/contact';
import { Button } from '../../components/ui/Button';
import { FormField, inputClasses } from '../../components/ui/FormField';
import { HydratedFields } from '../../components/ui/HydratedFields';
import { SubmitContactMessageDocument } from '../../gql/graphql';
import { useMutationForm } from '../../lib/useMutationForm';
import { contactSubmitError } from './contactErrors';

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form (spec doc 2 §5): the shared valibot schema on both sides, server errors per field. */
export function ContactForm() {
  const { form, submit } = useMutationForm(
    contactSchema,
    SubmitContactMessageDocument,
    (input: ContactOutput) => ({ input }),
    {
      defaultValues: EMPTY,
      failure: (error) => contactSubmitError(error).message,
      onSuccess: (data) => {
        form.reset(EMPTY);
        return data.submitContactMessage.message;
      },
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-label="فرم تماس">
      <HydratedFields>
        <FormField label="نام و نام خانوادگی" required error={errors.name?.message}>
          <input type="text" autoComplete="name" className={inputClasses} {...register('name')} />
        </FormField>
        <FormField label="ایمیل" required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            dir="ltr"
            className={`${inputClasses} text-start`}
            {...register('email')}
          />
        </FormField>
        <FormField label="شماره موبایل" hint="اختیاری؛ مثل ۰۹۱۲۱۲۳۴۵۶۷" error={errors.phone?.message}>
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            className={`${inputClasses} text-start`}
            {...register('phone')}
          />
        </FormField>
        <FormField label="موضوع" required error={errors.subject?.message}>
          <select className={inputClasses} {...register('subject')}>
            <option value="">یک موضوع انتخاب کنید</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={contactSubjectSlugs[subject]}>
                {contactSubjectLabels[subject]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="متن پیام" required error={errors.message?.message} className="sm:col-span-2">
          <textarea rows={6} className={`${inputClasses} resize-y`} {...register('message')} />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
            ارسال پیام
          </Button>
        </div>
      </HydratedFields>
    </form>
  );
}
