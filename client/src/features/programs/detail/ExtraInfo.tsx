import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import { capacityLabel, programDuration } from '../programFormat';
import type { ProgramDetail } from './types';

/** The program's facts as a definition list (missing ones left out). */
export function ExtraInfo({ program }: { program: ProgramDetail }) {
  const rows: Array<[string, string | null]> = [
    ['محل اجرا', program.location],
    ['تاریخ شروع', program.startDate && formatJalaliDate(program.startDate)],
    ['تاریخ پایان', program.endDate && formatJalaliDate(program.endDate)],
    ['مهلت ثبت‌نام', program.applicationDeadline && formatJalaliDate(program.applicationDeadline)],
    ['مدت', programDuration(program)],
    ['ظرفیت', capacityLabel(program.maxParticipants)],
    ['شرکت‌کنندگان فعلی', `${toPersianDigits(program.currentParticipants)} نفر`],
    [
      'جای خالی',
      program.availableSlots === null ? 'نامحدود' : `${toPersianDigits(program.availableSlots)} نفر`,
    ],
    ['پذیرش متقاضی', program.acceptingApplications ? 'در حال پذیرش' : 'بسته است'],
    ['بودجه‌ی هدف', program.targetBudget === null ? null : formatToman(program.targetBudget)],
    ['آخرین به‌روزرسانی', formatJalaliDate(program.updatedAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-ink-100 py-3 text-sm">
            <dt className="text-ink-500">{label}</dt>
            <dd className="text-end font-medium text-ink-800">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
