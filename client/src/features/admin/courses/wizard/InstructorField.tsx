import { useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { useDeferredValue, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { FormField, inputClasses } from '../../../../components/ui/FormField';
import { StaffInstructorsDocument } from '../../../../gql/graphql';
import type { CourseDraft } from './courseDraft';

/**
 * Who teaches the course: a staff member found by name or phone and chosen from the list (their name is shown
 * on the course), or, when nobody on the staff teaches it, a typed name.
 */
export function InstructorField({ form }: { form: UseFormReturn<CourseDraft> }) {
  const { register, setValue, watch, formState } = form;
  const chosenId = watch('instructorId');
  const choose = (id: number | null, name: string) => {
    setValue('instructorId', id, { shouldDirty: true });
    setValue('instructorName', name, { shouldDirty: true });
  };
  const error = formState.errors.instructorId?.message;

  if (chosenId !== null) {
    return (
      <div className="flex items-end gap-3">
        <FormField label="مدرس" hint="از کارکنان سایت" error={error} className="flex-1">
          <input readOnly className={inputClasses} value={watch('instructorName')} />
        </FormField>
        <Button variant="ghost" onClick={() => choose(null, '')} className={error ? 'mb-7' : 'mb-6'}>
          تغییر مدرس
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <StaffSearch error={error} onChoose={choose} />
      <FormField
        label="یا نام مدرس"
        hint="اگر مدرس از کارکنان سایت نیست"
        error={formState.errors.instructorName?.message}
      >
        <input className={inputClasses} {...register('instructorName')} />
      </FormField>
    </div>
  );
}

function StaffSearch({
  error,
  onChoose,
}: {
  error: string | undefined;
  onChoose: (id: number, name: string) => void;
}) {
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search.trim());
  const listId = useId();
  const { data, loading } = useQuery(StaffInstructorsDocument, {
    variables: { q: words },
    skip: words === '',
  });
  const found = words === '' ? [] : (data?.adminUsers.content ?? []);
  return (
    <div className="flex flex-col gap-2">
      <FormField label="مدرس از کارکنان" hint="نام یا شماره‌ی موبایل را بنویسید" error={error}>
        <input
          type="search"
          role="combobox"
          aria-expanded={found.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          className={inputClasses}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      {found.length > 0 && (
        <div id={listId} role="listbox" aria-label="کارکنان یافته‌شده" className="flex flex-col gap-1">
          {found.map((member) => (
            <div
              key={member.id}
              role="option"
              aria-selected={false}
              tabIndex={0}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus:bg-brand-50"
              onClick={() => onChoose(member.id, member.fullName)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onChoose(member.id, member.fullName);
                }
              }}
            >
              {member.fullName}{' '}
              <span dir="ltr" className="text-xs text-ink-500">
                {toPersianDigits(member.phoneNumber)}
              </span>
            </div>
          ))}
        </div>
      )}
      {words !== '' && !loading && found.length === 0 && (
        <p className="text-xs text-ink-500">کسی از کارکنان با این نام پیدا نشد.</p>
      )}
    </div>
  );
}
