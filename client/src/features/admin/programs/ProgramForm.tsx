import { PROGRAM_TYPES } from '@common/enums';
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
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { JalaliDatePicker } from '../../../components/ui/JalaliDatePicker';
import { NumberInput } from '../../../components/ui/NumberInput';
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

/**
 * The program create and edit form (spec doc 3 §2.14–2.15, §5): basic info, details, schedule and financial
 * goal; submit stays disabled until the four starred fields are set.
 */
export function ProgramForm({ program }: ProgramFormProps) {
  const editing = program !== null;
  const { form, submit } = useProgramSave(program);
  const {
    register,
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
  const statuses = editing ? PROGRAM_EDIT_STATUSES : PROGRAM_CREATE_STATUSES;
  const setDate = (name: 'startDate' | 'endDate' | 'applicationDeadline') => (value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Section title="اطلاعات پایه">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="نام برنامه" required error={errors.name?.message} className="sm:col-span-2">
            <input className={inputClasses} autoComplete="off" {...register('name')} />
          </FormField>
          <FormField label="نوع برنامه" required error={errors.programType?.message}>
            <select className={inputClasses} {...register('programType')} value={values.programType ?? ''}>
              <option value="">انتخاب کنید</option>
              {PROGRAM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {programTypeLabels[type]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="وضعیت" error={errors.status?.message}>
            <select className={inputClasses} {...register('status')} value={values.status ?? ''}>
              {/* An edited program keeps a status the form no longer offers (e.g. PENDING) until changed. */}
              {editing && program && !(statuses as readonly string[]).includes(program.status) && (
                <option value={program.status}>{programStatusLabels[program.status]}</option>
              )}
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {programStatusLabels[status]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="توضیحات"
            hint="حداقل ۱۰ کاراکتر"
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            <textarea className={`${inputClasses} min-h-32`} {...register('description')} />
          </FormField>
        </div>
      </Section>

      <Section title="جزئیات">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="محل اجرا" error={errors.location?.message}>
            <input className={inputClasses} {...register('location')} />
          </FormField>
          <FormField label="مدت برنامه" hint="مثل ۶ ماه" error={errors.duration?.message}>
            <input className={inputClasses} {...register('duration')} />
          </FormField>
          <FormField
            label="حداکثر شرکت‌کنندگان"
            hint="خالی یعنی بدون محدودیت"
            error={errors.maxParticipants?.message}
          >
            <NumberInput className={inputClasses} {...register('maxParticipants')} />
          </FormField>
          <FormField label="نام هماهنگ‌کننده" error={errors.coordinatorName?.message}>
            <input className={inputClasses} {...register('coordinatorName')} />
          </FormField>
          <FormField label="ایمیل هماهنگ‌کننده" error={errors.coordinatorEmail?.message}>
            <input className={inputClasses} type="email" dir="ltr" {...register('coordinatorEmail')} />
          </FormField>
          <FormField label="تلفن هماهنگ‌کننده" error={errors.coordinatorPhone?.message}>
            <input className={inputClasses} inputMode="tel" dir="ltr" {...register('coordinatorPhone')} />
          </FormField>
          <FormField label="مزایا" hint="هر مورد در یک خط" error={errors.benefits?.message}>
            <textarea className={textareaClasses} {...register('benefits')} />
          </FormField>
          <FormField label="شرایط پذیرش" hint="هر مورد در یک خط" error={errors.eligibilityCriteria?.message}>
            <textarea className={textareaClasses} {...register('eligibilityCriteria')} />
          </FormField>
          <FormField label="مدارک لازم" hint="هر مورد در یک خط" error={errors.requiredDocuments?.message}>
            <textarea className={textareaClasses} {...register('requiredDocuments')} />
          </FormField>
          <FormField label="مراحل ثبت‌نام" hint="هر مرحله در یک خط" error={errors.requirements?.message}>
            <textarea className={textareaClasses} {...register('requirements')} />
          </FormField>
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
          <JalaliDatePicker
            label="تاریخ شروع"
            name="startDate"
            required
            value={values.startDate ?? ''}
            max={values.endDate || undefined}
            onChange={setDate('startDate')}
            error={errors.startDate?.message}
          />
          <JalaliDatePicker
            label="تاریخ پایان"
            name="endDate"
            required
            value={values.endDate ?? ''}
            min={values.startDate || undefined}
            onChange={setDate('endDate')}
            error={errors.endDate?.message}
          />
          <JalaliDatePicker
            label="مهلت ثبت‌نام"
            name="applicationDeadline"
            value={values.applicationDeadline ?? ''}
            max={values.endDate || undefined}
            onChange={setDate('applicationDeadline')}
            error={errors.applicationDeadline?.message}
          />
        </div>
        <TimelineEditor
          // The form's timeline only ever holds what the editor put there (or the loaded events).
          value={(values.timeline ?? []) as TimelineEntry[]}
          onChange={(events) => setValue('timeline', events, { shouldDirty: true })}
        />
      </Section>

      <Section title="هدف مالی">
        <label className="flex items-center gap-2 text-sm text-ink-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            {...register('noFinancialGoal', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) setValue('targetBudget', '', { shouldValidate: true });
              },
            })}
          />
          بدون هدف مالی
        </label>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="بودجه‌ی هدف (تومان)"
            hint={noGoal ? 'این برنامه هدف مالی ندارد.' : 'به تومان؛ خالی یعنی بدون هدف مالی'}
            error={errors.targetBudget?.message}
          >
            <NumberInput
              className={`${inputClasses} disabled:bg-ink-100`}
              disabled={noGoal}
              {...register('targetBudget')}
            />
          </FormField>
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
