import { type ReactNode, useState } from 'react';
import {
  JalaliDatePicker,
  type JalaliDateRange,
  JalaliDateRangePicker,
} from '../../../components/ui/JalaliDatePicker';
import { dashboardUrls } from '../dashboard/urls';
import { AdminPage } from '../shared/AdminPage';

const TITLE = 'آزمایش انتخابگر تاریخ';

interface DemoProps {
  id: string;
  title: string;
  description: string;
  /** What the form would send to the server. */
  payload: unknown;
  children: ReactNode;
}

/** One demo: the picker and, beside it, the JSON it would send (spec doc 3 §2.18: no alert boxes). */
function Demo({ id, title, description, payload, children }: DemoProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        <p className="text-sm text-ink-500">{description}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <div>{children}</div>
        <figure className="flex flex-col gap-1.5">
          <figcaption className="text-sm font-medium text-ink-800">دادهٔ ارسالی (JSON)</figcaption>
          <pre
            aria-live="polite"
            dir="ltr"
            data-testid={`${id}-json`}
            className="overflow-x-auto rounded-xl bg-ink-900 p-4 text-start text-sm text-ink-50"
          >
            {JSON.stringify(payload, null, 2)}
          </pre>
        </figure>
      </div>
    </section>
  );
}

/** /admin/test-datepicker: the three ways the admin forms use the Persian date picker. */
export function AdminTestDatePickerPage() {
  const [date, setDate] = useState('');
  const [dateTime, setDateTime] = useState('');
  const [range, setRange] = useState<JalaliDateRange>({ from: '', to: '' });
  return (
    <AdminPage
      title={TITLE}
      description="تاریخ را در تقویم شمسی انتخاب کنید؛ آنچه فرم‌ها به سرور می‌فرستند (تاریخ میلادی) زیر هر نمونه دیده می‌شود."
      breadcrumb={[{ label: 'داشبورد', to: dashboardUrls.home() }, { label: TITLE }]}
    >
      <Demo id="single" title="تاریخ تنها" description="یک روز، مثل تاریخ شروع برنامه." payload={{ date }}>
        <JalaliDatePicker label="تاریخ" name="date" value={date} onChange={setDate} />
      </Demo>
      <Demo id="time" title="تاریخ و ساعت" description="روز و ساعت با هم." payload={{ dateTime }}>
        <JalaliDatePicker
          label="تاریخ و ساعت"
          name="dateTime"
          value={dateTime}
          onChange={setDateTime}
          withTime
        />
      </Demo>
      <Demo
        id="range"
        title="بازهٔ تاریخ"
        description="کلیک اول آغاز بازه و کلیک دوم پایان آن است؛ مثل فیلتر تاریخ فهرست‌ها."
        payload={range}
      >
        <JalaliDateRangePicker label="بازهٔ تاریخ" value={range} onChange={setRange} />
      </Demo>
    </AdminPage>
  );
}
