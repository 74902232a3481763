// Text normalisation for search: makes Arabic and Persian spellings, digits and spacing compare equal.
import { toLatinDigits } from './digits';

const ZWNJ_AND_TATWEEL = /[\u200C\u0640]/g;

/**
 * Normalises text before comparing it in a search: Arabic ي → Persian ی, Arabic ك → Persian ک, removes the
 * zero-width non-joiner (U+200C) and tatweel (U+0640), Persian/Arabic digits → Latin, trims, collapses
 * whitespace to one space and lowercases Latin letters.
 */
export function normalizeSearchText(s: string): string {
  return toLatinDigits(s)
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(ZWNJ_AND_TATWEEL, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** True when `query` (normalised) occurs in `text` (normalised); an empty query matches everything. */
export function matchesSearch(text: string | null | undefined, query: string): boolean {
  return normalizeSearchText(text ?? '').includes(normalizeSearchText(query));
}

/** The first `max` characters of a text (whole code points), with «…» when it was longer. */
export function preview(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}
