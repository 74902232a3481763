import { COURSE_SHORT_DESCRIPTION_MAX_LENGTH, COURSE_TITLE_MAX_LENGTH } from '@common/constants';
import { COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS } from '@common/enums';
import { courseCategoryLabels, courseLanguageLabels, courseLevelLabels } from '@common/labels';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../../../components/ui/CheckboxField';
import { CHOOSE_OPTION, SelectField } from '../../../../../components/ui/SelectField';
import { NumberField } from '../../../../../components/ui/TextField';
import type { CourseDraft } from '../courseDraft';
import { InstructorField } from '../InstructorField';
import { LimitedField } from '../LimitedField';

/** Price, capacity and duration: numbers typed in Persian digits. */
const NUMBER_FIELDS = [
  { name: 'price', label: 'قیمت (تومان)', hint: '۰ یعنی رایگان' },
  { name: 'maxStudents', label: 'ظرفیت دانشجو', hint: 'خالی یعنی نامحدود' },
  { name: 'durationHours', label: 'مدت دوره (ساعت)' },
  { name: 'durationMinutes', label: 'مدت دوره (دقیقه)', hint: '۰ تا ۵۹' },
] as const;

/** Step 1: title, category, level, short description, instructor, price, duration, language, capacity, certificate. */
export function BasicInfoStep({ form }: { form: UseFormReturn<CourseDraft> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <LimitedField form={form} name="title" label="عنوان دوره" max={COURSE_TITLE_MAX_LENGTH} required />
      </div>
      <SelectField
        form={form}
        name="category"
        label="دسته‌بندی"
        required
        options={COURSE_CATEGORIES}
        labels={courseCategoryLabels}
        placeholder={CHOOSE_OPTION}
      />
      <SelectField
        form={form}
        name="level"
        label="سطح دوره"
        required
        options={COURSE_LEVELS}
        labels={courseLevelLabels}
        placeholder={CHOOSE_OPTION}
      />
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
      {NUMBER_FIELDS.map((field) => (
        <NumberField key={field.name} form={form} {...field} />
      ))}
      <SelectField
        form={form}
        name="language"
        label="زبان دوره"
        options={COURSE_LANGUAGES}
        labels={courseLanguageLabels}
      />
      <CheckboxField
        form={form}
        name="certificateProvided"
        label="گواهی پایان دوره ارائه می‌شود"
        className="flex items-center gap-3 self-end rounded-xl border border-ink-200 px-4 py-3 text-sm text-ink-800"
      />
    </div>
  );
}
