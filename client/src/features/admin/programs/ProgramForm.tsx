import { PROGRAM_TYPES, type ProgramStatus } from '@common/enums';
import { programStatusLabels, programTypeLabels } from '@common/labels';
import { formatToman } from '@common/money';
import { messages } from '@common/validation/messages';
import {
  PROGRAM_CREATE_STATUSES,
  PROGRAM_EDIT_STATUSES,
  programRequiredFieldsFilled,
} from '@common/validation/program';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { JalaliDatePicker } from '../../../components/ui/JalaliDatePicker';
import { CHOOSE_OPTION, SelectField } from '../../../components/ui/SelectField';
import { NumberField, TextAreaField, TextField } from '../../../components/ui/TextField';
import type { AdminProgramFieldsFragment } from '../../../gql/graphql';
import { useGuardedLeave, useLeaveGuardWhile } from '../shared/useLeaveGuard';
import { ImageUploader } from './ImageUploader';
import { TimelineEditor } from './TimelineEditor';
import type { TimelineEntry } from './timeline';
import { programUrls } from './urls';
import { useProgramSave } from './useProgramSave';

interface ProgramFormProps {
  /** The loaded program on edit, null on create. */
  program: AdminProgramFieldsFragment | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const textareaClasses = `${inputClasses} min-h-24`;

/** The details typed as one item a line. */
const LINE_LIST_FIELDS = [
  { name: 'benefits', label: 'مزایا', hint: 'هر مورد در یک خط' },
  { name: 'eligibilityCriteria', label: 'شرایط پذیرش', hint: 'هر مورد در یک خط' },
  { name: 'requiredDocuments', label: 'مدارک لازم', hint: 'هر مورد در یک خط' },
  { name: 'requirements', label: 'مراحل ثبت‌نام', hint: 'هر مرحله در یک خط' },
] as const;

/**
 * The program create and edit form (spec doc 3 §2.14–2.15, §5): basic info, details, schedule and financial
 * goal; submit stays disabled until the four starred fields are set.
 */
export function ProgramForm({ program }: ProgramFormProps) {
  const editing = program !== null;
  const { form, submit } = useProgramSave(program);
  const {
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty, isSubmitSuccessful },
  } = form;
  useLeaveGuardWhile(isDirty && !isSubmitSuccessful);
  const { leave } = useGuardedLeave();
  const values = watch();
  // The selects show the form's value themselves: re-registered on a re-render before the form is ready,
  // react-hook-form (7.92) would otherwise read a loaded program's status back from the DOM as the first option.
  const ready = programRequiredFieldsFilled(values);
  const noGoal = values.noFinancialGoal === true;
  const statuses: readonly ProgramStatus[] = editing ? PROGRAM_EDIT_STATUSES : PROGRAM_CREATE_STATUSES;
  // An edited program keeps a status the form no longer offers (e.g. PENDING) until changed.
  const statusOptions =
    program && !statuses.includes(program.status) ? [program.status, ...statuses] : statuses;
  const setDate = (name: 'startDate' | 'endDate' | 'applicationDeadline') => (value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  // Each date bounded by the others: the start and the deadline by the end, the end by the start.
  const dates = [
    { name: 'startDate', label: 'تاریخ شروع', required: true, max: values.endDate || undefined },
    { name: 'endDate', label: 'تاریخ پایان', required: true, min: values.startDate || undefined },
    { name: 'applicationDeadline', label: 'مهلت ثبت‌نام', max: values.endDate || undefined },
  ] as const;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Section title="اطلاعات پایه">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            form={form}
            name="name"
            label="نام برنامه"
            required
            className="sm:col-span-2"
            autoComplete="off"
          />
          <SelectField
            form={form}
            name="programType"
            label="نوع برنامه"
            required
            options={PROGRAM_TYPES}
            labels={programTypeLabels}
            placeholder={CHOOSE_OPTION}
            value={values.programType ?? ''}
          />
          <SelectField
            form={form}
            name="status"
            label="وضعیت"
            options={statusOptions}
            labels={programStatusLabels}
            value={values.status ?? ''}
          />
          <TextAreaField
            form={form}
            name="description"
            label="توضیحات"
            hint="حداقل ۱۰ کاراکتر"
            className="sm:col-span-2"
            inputClassName={`${inputClasses} min-h-32`}
          />
        </div>
      </Section>

      <Section title="جزئیات">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="location" label="محل اجرا" />
          <TextField form={form} name="duration" label="مدت برنامه" hint="مثل ۶ ماه" />
          <NumberField
            form={form}
            name="maxParticipants"
            label="حداکثر شرکت‌کنندگان"
            hint="خالی یعنی بدون محدودیت"
            inputClassName={inputClasses}
          />
          <TextField form={form} name="coordinatorName" label="نام هماهنگ‌کننده" />
          <TextField form={form} name="coordinatorEmail" label="ایمیل هماهنگ‌کننده" type="email" dir="ltr" />
          <TextField form={form} name="coordinatorPhone" label="تلفن هماهنگ‌کننده" inputMode="tel" dir="ltr" />
          {LINE_LIST_FIELDS.map((field) => (
            <TextAreaField key={field.name} form={form} {...field} inputClassName={textareaClasses} />
          ))}
        </div>
        <ImageUploader
          label="تصویر برنامه"
          value={values.imageUrl ?? ''}
          error={errors.imageUrl?.message}
          onChange={(url) => setValue('imageUrl', url, { shouldDirty: true })}
        />
      </Section>

      <Section title="زمان‌بندی">
        <div className="grid gap-5 sm:grid-cols-3">
          {dates.map(({ name, ...bounds }) => (
            <JalaliDatePicker
              key={name}
              name={name}
              {...bounds}
              value={values[name] ?? ''}
              onChange={setDate(name)}
              error={errors[name]?.message}
            />
          ))}
        </div>
        <TimelineEditor
          // The form's timeline only ever holds what the editor put there (or the loaded events).
          value={(values.timeline ?? []) as TimelineEntry[]}
          onChange={(events) => setValue('timeline', events, { shouldDirty: true })}
        />
      </Section>

      <Section title="هدف مالی">
        <CheckboxField
          form={form}
          name="noFinancialGoal"
          label="بدون هدف مالی"
          rules={{
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) setValue('targetBudget', '', { shouldValidate: true });
            },
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            form={form}
            name="targetBudget"
            label="بودجه‌ی هدف (تومان)"
            hint={noGoal ? 'این برنامه هدف مالی ندارد.' : 'به تومان؛ خالی یعنی بدون هدف مالی'}
            inputClassName={`${inputClasses} disabled:bg-ink-100`}
            disabled={noGoal}
          />
          {program && (
            <FormField label="مبلغ جمع‌آوری‌شده" hint="فقط از روی کمک‌های تکمیل‌شده محاسبه می‌شود.">
              <input
                className={`${inputClasses} bg-ink-50`}
                readOnly
                value={formatToman(program.raisedAmount)}
              />
            </FormField>
          )}
        </div>
      </Section>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {!ready && <p className="me-auto text-sm text-ink-600">{messages.programStarredFields}</p>}
        <Button type="button" variant="ghost" onClick={() => leave(programUrls.list())}>
          انصراف
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!ready}>
          {editing ? 'ذخیره‌ی تغییرات' : 'ایجاد برنامه'}
        </Button>
      </div>
    </form>
  );
}
