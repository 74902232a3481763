import { CardIcon } from '../../../components/ui/pageIcons';
import type { CoursePaymentMethod } from './useCoursePaymentMethods';

interface CoursePaymentMethodsProps {
  methods: CoursePaymentMethod[];
  /** With `onSelect` the list becomes a choice (a paid course, signed in); otherwise it only informs. */
  selectedCode?: string | null;
  onSelect?: (code: string) => void;
}

function MethodText({ method }: { method: CoursePaymentMethod }) {
  return (
    <span>
      <span className="block font-medium text-ink-800">{method.displayNameFa}</span>
      {method.description && (
        <span className="block text-xs leading-6 text-ink-500">{method.description}</span>
      )}
    </span>
  );
}

/** The active payment methods for courses; nothing when there are none or the fetch fails (spec §8). */
export function CoursePaymentMethods({ methods, selectedCode, onSelect }: CoursePaymentMethodsProps) {
  if (methods.length === 0) return null;
  const itemClasses = 'flex items-start gap-3 rounded-2xl bg-ink-50 px-3 py-2.5 text-sm';
  return (
    <fieldset className="border-t border-ink-100 pt-5">
      <legend className="mb-3 pt-5 text-sm font-bold text-ink-900">
        {onSelect ? 'روش پرداخت را انتخاب کنید' : 'روش‌های پرداخت'}
      </legend>
      <ul className="flex flex-col gap-2">
        {methods.map((method) => (
          <li key={method.id}>
            {onSelect ? (
              <label
                className={`${itemClasses} cursor-pointer ring-1 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500 ring-transparent`}
              >
                <input
                  type="radio"
                  name="course-payment-method"
                  value={method.code}
                  checked={selectedCode === method.code}
                  onChange={() => onSelect(method.code)}
                  className="mt-1 accent-brand-600"
                />
                <MethodText method={method} />
              </label>
            ) : (
              <div className={itemClasses}>
                <CardIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <MethodText method={method} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
