import { COURSE_SHORT_DESCRIPTION_MAX_LENGTH, COURSE_TITLE_MAX_LENGTH } from '@common/constants';
import { COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS } from '@common/enums';
import { courseCategoryLabels, courseLanguageLabels, courseLevelLabels } from '@common/labels';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, inputClasses } from '../../../../../components/ui/FormField';
import { NumberInput } from '../../../../../components/ui/NumberInput';
import type { CourseDraft } from '../courseDraft';
import { InstructorField } from '../InstructorField';
import { LimitedField } from '../LimitedField';

const numberInput = `${inputClasses} text-start`;

/** Step 1: title, category, level, short description, instructor, price, duration, language, capacity, certificate. */
export function BasicInfoStep({ form }: { form: UseFormReturn<CourseDraft> }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <LimitedField form={form} name="title" label="عنوان دوره" max={COURSE_TITLE_MAX_LENGTH} required />
      </div>
      <FormField label="دسته‌بندی" required error={errors.category?.message}>
        <select className={inputClasses} {...register('category')}>
          <option value="">انتخاب کنید</option>
          {COURSE_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {courseCategoryLabels[value]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="سطح دوره" required error={errors.level?.message}>
        <select className={inputClasses} {...register('level')}>
          <option value="">انتخاب کنید</option>
          {COURSE_LEVELS.map((value) => (
            <option key={value} value={value}>
              {courseLevelLabels[value]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="sm:col-span-2">
        <LimitedField
          form={form}
          name="shortDescription"
          label="توضیح کوتاه"
          max={COURSE_SHORT_DESCRIPTION_MAX_LENGTH}
          rows={3}
          hint="در کارت دوره در فهرست دوره‌ها نمایش داده می‌شود."
        />
      </div>
      <div className="sm:col-span-2">
        <InstructorField form={form} />
      </div>
      <FormField label="قیمت (تومان)" hint="۰ یعنی رایگان" error={errors.price?.message}>
        <NumberInput className={numberInput} {...register('price')} />
      </FormField>
      <FormField label="ظرفیت دانشجو" hint="خالی یعنی نامحدود" error={errors.maxStudents?.message}>
        <NumberInput className={numberInput} {...register('maxStudents')} />
      </FormField>
      <FormField label="مدت دوره (ساعت)" error={errors.durationHours?.message}>
        <NumberInput className={numberInput} {...register('durationHours')} />
      </FormField>
      <FormField label="مدت دوره (دقیقه)" hint="۰ تا ۵۹" error={errors.durationMinutes?.message}>
        <NumberInput className={numberInput} {...register('durationMinutes')} />
      </FormField>
      <FormField label="زبان دوره" error={errors.language?.message}>
        <select className={inputClasses} {...register('language')}>
          {COURSE_LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {courseLanguageLabels[value]}
            </option>
          ))}
        </select>
      </FormField>
      <label className="flex items-center gap-3 self-end rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('certificateProvided')} />
        گواهی پایان دوره ارائه می‌شود
      </label>
    </div>
  );
}
