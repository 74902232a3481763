import { toPersianDigits } from '@common/digits';
import {
  isCompleteTestimonial,
  readTestimonialList,
  type Testimonial,
  testimonialsJson,
} from '@common/testimonials';
import { messages } from '@common/validation';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { PlusIcon } from '../../../components/ui/pageIcons';
import { SortableItemHeader } from '../shared/SortableItemHeader';
import { SortableList } from '../shared/SortableList';
import { ImageUploadField, type ImageUploadTexts } from '../shared/upload/ImageUploadField';
import { landingTexts } from './landingContentTexts';

/** One person of the list, with a key that stays with it while the list is reordered. */
interface Row extends Testimonial {
  key: string;
}

const UPLOAD_TEXTS: ImageUploadTexts = {
  typeOnly: messages.imageType,
  tooLarge: messages.imageTooLarge,
  ...landingTexts.upload,
  failed: (serverMessage) =>
    `${landingTexts.upload.failedPrefix}${serverMessage ?? landingTexts.upload.unknown}`,
};

/** Spaces are no name or text: the saved list is trimmed, so each check trims too. */
const filled = (text: string) => text.trim() !== '';
const isComplete = (row: Testimonial) =>
  isCompleteTestimonial({ ...row, name: row.name.trim(), content: row.content.trim() });

const blank = (): Omit<Row, 'key'> => ({ name: '', role: '', content: '', rating: 5, avatar: null });

interface TestimonialsEditorProps {
  /** The stored JSON list (the `testimonials.data` item's content). */
  value: string;
  onChange: (json: string) => void;
  /** The form's message for the list (after a save was tried): each incomplete person is marked. */
  error?: string;
}

/** The testimonials as a form: name, role, text and picture of each person; add, remove, reorder. */
export function TestimonialsEditor({ value, onChange, error }: TestimonialsEditorProps) {
  const prefix = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    (readTestimonialList(value) ?? []).map((item, i) => ({ ...item, key: `${prefix}-${i}` })),
  );
  const [added, setAdded] = useState(0);
  const change = (next: Row[]) => {
    setRows(next);
    onChange(testimonialsJson(next));
  };
  const edit = (index: number, patch: Partial<Testimonial>) =>
    change(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    change(next);
  };
  const nameOf = (index: number) => `نظر ${toPersianDigits(index + 1)}`;
  const indexOf = (key: string) => rows.findIndex((row) => row.key === key);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink-800">نظرها</legend>
      {rows.length === 0 && <p className="text-sm text-ink-500">هنوز نظری اضافه نشده است.</p>}
      <SortableList
        items={rows}
        itemKey={(row) => row.key}
        itemName={(row) => nameOf(indexOf(row.key))}
        onMove={(key, to) => move(indexOf(key), to)}
        className="flex flex-col gap-3"
        renderItem={(row, index, handle) => (
          <fieldset className="rounded-xl bg-ink-50 p-3 ring-1 ring-ink-100">
            <legend className="sr-only">{nameOf(index)}</legend>
            <SortableItemHeader
              name={nameOf(index)}
              index={index}
              count={rows.length}
              onMove={(to) => move(index, to)}
              handle={handle}
              onRemove={() => change(rows.filter((_, i) => i !== index))}
              nameHidden
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                label="نام"
                required
                error={error && !filled(row.name) ? landingTexts.testimonialNameRequired : undefined}
              >
                <input
                  className={inputClasses}
                  value={row.name}
                  onChange={(e) => edit(index, { name: e.target.value })}
                />
              </FormField>
              <FormField label="نقش">
                <input
                  className={inputClasses}
                  value={row.role}
                  onChange={(e) => edit(index, { role: e.target.value })}
                />
              </FormField>
              <FormField
                label="متن نظر"
                required
                className="sm:col-span-2"
                error={error && !filled(row.content) ? landingTexts.testimonialContentRequired : undefined}
              >
                <textarea
                  rows={3}
                  className={inputClasses}
                  value={row.content}
                  onChange={(e) => edit(index, { content: e.target.value })}
                />
              </FormField>
              <div className="sm:col-span-2">
                {row.avatar ? (
                  <div className="flex items-center gap-3">
                    <img
                      src={row.avatar}
                      alt={`تصویر ${row.name || nameOf(index)}`}
                      width={56}
                      height={56}
                      className="size-14 rounded-full object-cover ring-1 ring-ink-100"
                    />
                    <Button
                      type="button"
                      variant="danger"
                      size="sm"
                      onClick={() => edit(index, { avatar: null })}
                    >
                      حذف تصویر
                    </Button>
                  </div>
                ) : (
                  <ImageUploadField
                    label={`تصویر ${nameOf(index)}`}
                    texts={UPLOAD_TEXTS}
                    onUploaded={(url) => edit(index, { avatar: url })}
                  />
                )}
              </div>
            </div>
          </fieldset>
        )}
      />
      {error && rows.every(isComplete) && <p className="text-xs font-medium text-red-600">{error}</p>}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setAdded(added + 1);
            change([...rows, { ...blank(), key: `${prefix}-new-${added}` }]);
          }}
        >
          <PlusIcon className="size-4" />
          افزودن نظر
        </Button>
      </div>
    </fieldset>
  );
}
