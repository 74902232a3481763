import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_REQUIREMENTS_MAX_LENGTH,
  COURSE_TARGET_AUDIENCE_MAX_LENGTH,
  COURSE_WHAT_YOU_WILL_LEARN_MAX_LENGTH,
} from '@common/constants';
import type { UseFormReturn } from 'react-hook-form';
import type { CourseDraft } from '../courseDraft';
import { LimitedField } from '../LimitedField';

/** The step's texts, one a field. */
const CONTENT_FIELDS = [
  { name: 'description', label: 'توضیحات دوره', max: COURSE_DESCRIPTION_MAX_LENGTH, rows: 8, required: true },
  {
    name: 'whatYouWillLearn',
    label: 'اهداف یادگیری',
    max: COURSE_WHAT_YOU_WILL_LEARN_MAX_LENGTH,
    rows: 5,
    required: true,
    hint: 'هر هدف در یک خط',
  },
  {
    name: 'requirements',
    label: 'پیش‌نیازها',
    max: COURSE_REQUIREMENTS_MAX_LENGTH,
    rows: 4,
    hint: 'هر پیش‌نیاز در یک خط',
  },
  {
    name: 'targetAudience',
    label: 'مخاطبان دوره',
    max: COURSE_TARGET_AUDIENCE_MAX_LENGTH,
    rows: 4,
    hint: 'هر گروه در یک خط',
  },
] as const;

/** Step 2: description, learning goals, prerequisites and audience. */
export function ContentStep({ form }: { form: UseFormReturn<CourseDraft> }) {
  return (
    <div className="flex flex-col gap-5">
      {CONTENT_FIELDS.map((field) => (
        <LimitedField key={field.name} form={form} {...field} />
      ))}
    </div>
  );
}
