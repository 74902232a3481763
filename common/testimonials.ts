// The stored form of the landing's testimonials: the content of the `testimonials.data` key, a JSON list of
// {name, role, content, rating, avatar}. The home page reads it and the admin's testimonial form writes it.
import { toLatinDigits } from './digits';

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

/** Every readable testimonial of the JSON (those with a name and a text); null when none or malformed. */
export function parseTestimonials(json: string | null | undefined): Testimonial[] | null {
  if (!json) return null;
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const items = list
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      name: text(item.name),
      role: text(item.role),
      content: text(item.content),
      rating: rating(item.rating),
      avatar: text(item.avatar) || null,
    }))
    .filter((item) => item.name && item.content);
  return items.length > 0 ? items : null;
}

/** The JSON text the `testimonials.data` key stores for a list (no picture key when there is none). */
export function testimonialsJson(items: readonly Testimonial[]): string {
  return JSON.stringify(items.map(({ avatar, ...item }) => ({ ...item, ...(avatar ? { avatar } : {}) })));
}
