import { useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { type Ref, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { FormField, inputClasses } from '../../../../components/ui/FormField';
import { StaffInstructorsDocument } from '../../../../gql/graphql';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';
import { TYPING_PAUSE_MS } from '../../shared/SearchBox';
import type { CourseDraft } from './courseDraft';

/**
 * Who teaches the course: a staff member found by name or phone and chosen from the list (their name is shown
 * on the course), or, when nobody on the staff teaches it, a typed name.
 */
export function InstructorField({ form }: { form: UseFormReturn<CourseDraft> }) {
  const { register, setValue, watch, formState } = form;
  const chosenId = watch('instructorId');
  const chosen = chosenId !== null;
  // Choosing and changing each remove the control that was used; focus follows to the one that replaces it.
  const moved = useRef(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (chosen ? changeButton : searchBox).current?.focus();
  }, [chosen]);
  const choose = (id: number | null, name: string) => {
    moved.current = true;
    setValue('instructorId', id, { shouldDirty: true });
    setValue('instructorName', name, { shouldDirty: true });
  };
  const error = formState.errors.instructorId?.message;

  if (chosen) {
    return (
      <div className="flex items-end gap-3">
        <FormField label="مدرس" hint="از کارکنان سایت" error={error} className="flex-1">
          <input readOnly className={inputClasses} value={watch('instructorName')} />
        </FormField>
        <Button
          ref={changeButton}
          variant="ghost"
          onClick={() => choose(null, '')}
          className={error ? 'mb-7' : 'mb-6'}
        >
          تغییر مدرس
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <StaffSearch error={error} onChoose={choose} inputRef={searchBox} />
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

/** A labelled search box, then the staff it found as a plain list of buttons (one search once typing pauses). */
function StaffSearch({
  error,
  onChoose,
  inputRef,
}: {
  error: string | undefined;
  onChoose: (id: number, name: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [search, setSearch] = useState('');
  const words = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const { data, loading } = useQuery(StaffInstructorsDocument, {
    variables: { q: words },
    skip: words === '',
  });
  const found = words === '' ? [] : (data?.adminUsers.content ?? []);
  return (
    <div className="flex flex-col gap-2">
      <FormField label="مدرس از کارکنان" hint="نام یا شماره‌ی موبایل را بنویسید" error={error}>
        <input
          ref={inputRef}
          type="search"
          className={inputClasses}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      {found.length > 0 && (
        <ul aria-label="کارکنان یافته‌شده" className="flex flex-col gap-1">
          {found.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className="w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-brand-50 focus:bg-brand-50"
                onClick={() => onChoose(member.id, member.fullName)}
              >
                {member.fullName}{' '}
                <span dir="ltr" className="text-xs text-ink-500">
                  {toPersianDigits(member.phoneNumber)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {words !== '' && !loading && found.length === 0 && (
        <p className="text-xs text-ink-500">کسی از کارکنان با این نام پیدا نشد.</p>
      )}
    </div>
  );
}
