// The stored form of the landing's testimonials: the content of the `testimonials.data` key, a JSON list of
// {name, role, content, rating, avatar}. The home page reads it and the admin's testimonial form writes it.
import { toLatinDigits, toPersianDigits } from './digits';

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** 0 to 5. */
  rating: number;
  /** A picture on this site (an upload's address), or absent. */
  avatar?: string | null;
}

const DEFAULT_RATING = 5;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function rating(value: unknown): number {
  const n = typeof value === 'string' ? Number(toLatinDigits(value)) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(5, Math.max(0, n)) : DEFAULT_RATING;
}

export const testimonialMessages = {
  incomplete: 'نام و متن هر نظر الزامی است',
  notAList: 'فهرست نظرات خوانا نیست',
  /** Why the picture of the list's `index`-th person (from 0) cannot be kept; the admin's form names it so. */
  avatar: (index: number, reason: string) => `تصویر نظر ${toPersianDigits(index + 1)}: ${reason}`,
} as const;

/** Every object of the JSON list as a testimonial, complete or not; null when the text is not a JSON list. */
export function readTestimonialList(json: string | null | undefined): Testimonial[] | null {
  let list: unknown;
  try {
    list = JSON.parse(json ?? '');
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  return list
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      name: text(item.name),
      role: text(item.role),
      content: text(item.content),
      rating: rating(item.rating),
      avatar: text(item.avatar) || null,
    }));
}

export const isCompleteTestimonial = (item: Testimonial) => Boolean(item.name && item.content);

/** The testimonials the home page shows (those with a name and a text); null when none or malformed. */
export function parseTestimonials(json: string | null | undefined): Testimonial[] | null {
  const items = readTestimonialList(json)?.filter(isCompleteTestimonial) ?? [];
  return items.length > 0 ? items : null;
}

/** Why a stored list cannot be saved, or null: it must be a JSON list whose every item has a name and a text. */
export function testimonialsProblem(json: string | null | undefined): string | null {
  const items = readTestimonialList(json);
  if (!items) return testimonialMessages.notAList;
  return items.every(isCompleteTestimonial) ? null : testimonialMessages.incomplete;
}

/** The pictures of a stored list, each with its person's place in the list (from 0). */
export function testimonialAvatars(json: string | null | undefined): Array<[index: number, avatar: string]> {
  return (readTestimonialList(json) ?? []).flatMap((item, index) =>
    item.avatar ? [[index, item.avatar] as [number, string]] : [],
  );
}

/** The JSON text the `testimonials.data` key stores for a list (no picture key when there is none). */
export function testimonialsJson(items: readonly Testimonial[]): string {
  return JSON.stringify(
    items.map(({ name, role, content, rating, avatar }) => ({
      name: name.trim(),
      role: role.trim(),
      content: content.trim(),
      rating,
      ...(avatar ? { avatar } : {}),
    })),
  );
}
