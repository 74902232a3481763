import { COURSE_MAX_SKILLS } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../../components/ui/Button';
import { inputClasses } from '../../../../../components/ui/FormField';
import { CloseIcon } from '../../../../../components/ui/icons';
import type { CourseDraft } from '../courseDraft';
import {
  addSkill,
  type SkillCountState,
  skillCountState,
  skillSuggestions,
} from '../skills/skillSuggestions';

const COUNT_TEXT: Record<SkillCountState, { text: string; className: string }> = {
  low: { text: 'کم است (حداقل ۵ مهارت)', className: 'bg-amber-50 text-amber-800' },
  good: { text: 'مناسب', className: 'bg-emerald-50 text-emerald-800' },
  tooMany: { text: 'زیاد است (حداکثر ۱۵ مهارت)', className: 'bg-red-50 text-red-700' },
};

/** Step 5: free-text skills, suggestion chips of the category, and the counter (spec doc 3 §2.8). */
export function SkillsStep({ form }: { form: UseFormReturn<CourseDraft> }) {
  const skills = form.watch('skills');
  const category = form.watch('category');
  const [text, setText] = useState('');
  const set = (next: string[]) => form.setValue('skills', next, { shouldDirty: true, shouldValidate: false });
  const add = (skill: string) => {
    set(addSkill(skills, skill));
    setText('');
  };
  const state = skillCountState(skills.length);
  const suggestions = skillSuggestions(category, skills);
  const error = form.formState.errors.skills?.message;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <label htmlFor="skill-input" className="text-sm font-medium text-ink-800">
          افزودن مهارت
        </label>
        <div className="flex gap-2">
          <input
            id="skill-input"
            className={inputClasses}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add(text);
            }}
            placeholder="مثلاً: حل مسئله"
            autoComplete="off"
          />
          <Button variant="secondary" onClick={() => add(text)} disabled={text.trim() === ''}>
            افزودن
          </Button>
        </div>
        <p className="text-xs text-ink-500">
          مهارت‌های کلیدی‌ای را بنویسید که دانشجو در این دوره می‌آموزد؛ پیشنهاد ما ۱۰ تا ۱۵ مهارت است.
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {toPersianDigits(`${skills.length} از ${COURSE_MAX_SKILLS}`)} مهارت
          <span
            className={`ms-2 rounded-full px-2.5 py-1 text-xs font-medium ${COUNT_TEXT[state].className}`}
          >
            {COUNT_TEXT[state].text}
          </span>
        </p>
        {skills.length > 0 && (
          <Button variant="danger" size="sm" onClick={() => set([])}>
            حذف همه
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}

      <ul aria-label="مهارت‌های دوره" className="flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li
            key={skill}
            className="flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800"
          >
            {skill}
            <button
              type="button"
              aria-label={`حذف مهارت ${skill}`}
              onClick={() => set(skills.filter((s) => s !== skill))}
              className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>

      {suggestions.length > 0 && (
        <section aria-labelledby="skill-suggestions" className="flex flex-col gap-2">
          <h3 id="skill-suggestions" className="text-sm font-bold text-ink-800">
            پیشنهادها برای این دسته‌بندی
          </h3>
          <div className="flex flex-wrap gap-2">
            {suggestions.map((skill) => (
              <button
                key={skill}
                type="button"
                onClick={() => add(skill)}
                className="rounded-full border border-dashed border-ink-300 px-3 py-1 text-sm text-ink-700 hover:border-brand-400 hover:bg-brand-50"
              >
                + {skill}
              </button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
