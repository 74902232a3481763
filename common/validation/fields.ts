// Building blocks shared by the form schemas. Blank optional inputs become null (absent stays undefined),
// so a server update can tell "clear this" (null) from "leave it" (undefined). Required fields start with
// v.optional(…, default) so that a missing key gives the field's own Persian message, not valibot's
// English "Invalid key".
import * as v from 'valibot';
import { parseTehranDateTime, toDate } from '../date';
import { toLatinDigits } from '../digits';
import { MOBILE_PATTERN, normalizePhone } from '../phone';
import { isLink } from './link';
import { maxLengthMessage, messages } from './messages';

/** Required text: trimmed, blank → `required`. */
export function requiredText(required: string) {
  return v.pipe(v.optional(v.string(required), ''), v.trim(), v.nonEmpty(required));
}

/** A form object: like v.object, with a Persian message when the input is not an object at all. */
export function formObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, messages.invalidValue);
}

/** Required text, trimmed, with a minimum length (one message for blank and too short unless given). */
export function requiredTextMin(min: number, minMessage: string, required: string = minMessage) {
  return v.pipe(requiredText(required), v.minLength(min, minMessage));
}

/** Optional text: trimmed; blank or null → null; absent → undefined; at most `max` characters. */
export function optionalText(max: number, maxMessage: string = maxLengthMessage(max)) {
  return v.pipe(
    v.nullish(v.string(messages.invalidValue)),
    v.transform((s) => (s == null ? s : s.trim() === '' ? null : s.trim())),
    v.check((s) => s == null || s.length <= max, maxMessage),
  );
}

/** A person's first or last name: trimmed, required, at least 2 and at most 100 characters. */
export function personName(required: string, minMessage: string) {
  return v.pipe(requiredTextMin(2, minMessage, required), v.maxLength(100, maxLengthMessage(100)));
}

/**
 * The spec's «simple x@y.z pattern» (doc 3 §5): something, one @, something, a dot, something, no spaces. It
 * takes what people really use (a one-letter top-level domain, an apostrophe, letters beyond ASCII).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** Required e-mail, trimmed. */
export function emailField(required: string, format: string) {
  return v.pipe(requiredText(required), v.maxLength(254, format), v.regex(EMAIL_PATTERN, format));
}

/** Optional e-mail: blank → null. */
export function optionalEmailField(format: string) {
  return v.pipe(
    optionalText(254, format),
    v.check((s) => s == null || EMAIL_PATTERN.test(s), format),
  );
}

/** Required mobile number, normalised (Persian digits, +98 …) to 09XXXXXXXXX before the format check. */
export function mobileField(required: string, format: string) {
  return v.pipe(requiredText(required), v.transform(normalizePhone), v.regex(MOBILE_PATTERN, format));
}

/** Optional mobile number: blank → null, otherwise normalised and checked. */
export function optionalMobileField(format: string) {
  return v.pipe(
    v.nullish(v.string(format)),
    v.transform((s) => (s == null ? s : s.trim() === '' ? null : normalizePhone(s))),
    v.check((s) => s == null || MOBILE_PATTERN.test(s), format),
  );
}

/** A password (not trimmed): required, at least 6 characters, at most 128. */
export function passwordField(minMessage: string = messages.passwordMin) {
  return v.pipe(
    v.optional(v.string(messages.passwordRequired), ''),
    v.nonEmpty(messages.passwordRequired),
    v.minLength(6, minMessage),
    v.maxLength(128, messages.passwordMax),
  );
}

/** A required choice from an enum; the input is any string (e.g. '' from an empty select). */
export function enumField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.transform((s) => matchEnumValue(values, s) ?? s),
    v.picklist(values, message),
  );
}

/** An optional choice from an enum: blank or null → null, absent → undefined. */
export function optionalEnumField<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return v.pipe(
    v.nullish(v.string(message)),
    v.transform((s) => (s == null ? s : s.trim() === '' ? null : (matchEnumValue(values, s) ?? s.trim()))),
    v.nullish(v.picklist(values, message)),
  );
}

/** How an enum value is compared: case aside, and spaces or hyphens standing for underscores. */
const enumSpelling = (s: string) =>
  s
    .trim()
    .replace(/[\s-]+/g, '_')
    .toLowerCase();

/**
 * The enum value `text` spells, as the spec writes values ('High School', 'Program Manager') or as codes
 * ('HIGH_SCHOOL', 'high_school'); undefined when it is none of them.
 */
export function matchEnumValue<T extends string>(values: readonly T[], text: string): T | undefined {
  const spelled = enumSpelling(text);
  return values.find((value) => enumSpelling(value) === spelled);
}

/**
 * Reads a number typed into a form: numbers as they are (NaN, as from an empty valueAsNumber input, counts
 * as blank); strings with Persian/Arabic digits, ',' or '٬' between thousands and '.' or '٫' as decimal
 * separator. Blank → null; unreadable → NaN.
 */
export function parseNumberInput(value: unknown): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value !== 'string') return Number.NaN;
  const text = toLatinDigits(value)
    .replace(/[\s,٬]/g, '')
    .replace('٫', '.');
  if (text === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A number or text typed as one; NaN passes too (parseNumberInput reads it as blank, as valueAsNumber gives it). */
const numberOrText = (invalid: string) =>
  v.custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', invalid);

/** A required number (see parseNumberInput); blank → `required`, unreadable → `invalid`. */
export function numberField(required: string, invalid: string = messages.invalidNumber) {
  return v.pipe(
    v.optional(v.nullable(numberOrText(invalid)), null),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const n = parseNumberInput(dataset.value);
      if (n === null) {
        addIssue({ message: required });
        return NEVER;
      }
      if (!Number.isFinite(n)) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return n;
    }),
  );
}

/** An optional number: blank → null (absent → undefined), unreadable → `invalid`. */
export function optionalNumberField(invalid: string = messages.invalidNumber) {
  return v.pipe(
    v.nullish(v.union([v.number(), v.string()], invalid)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === undefined) return undefined;
      const n = parseNumberInput(dataset.value);
      if (n === null) return null;
      if (!Number.isFinite(n)) {
        addIssue({ message: invalid });
        return NEVER;
      }
      return n;
    }),
  );
}

/**
 * Reads a date as the date picker sends it (Tehran wall clock 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]') or an
 * ISO timestamp with a zone ('…Z', '…+03:30'). Returns the moment or null.
 */
export function parseDateInput(text: string): Date | null {
  const latin = toLatinDigits(text).trim();
  const local = parseTehranDateTime(latin);
  if (local) return local;
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/i.test(latin) ? toDate(latin) : null;
}

/** A required date (see parseDateInput); the output is the trimmed text with Latin digits. */
export function dateField(required: string) {
  return v.pipe(
    requiredText(required),
    v.transform(toLatinDigits),
    v.check((s) => parseDateInput(s) !== null, messages.invalidDate),
  );
}

/** An optional date: blank → null. */
export function optionalDateField() {
  return v.pipe(
    optionalText(40, messages.invalidDate),
    v.transform((s) => (s == null ? s : toLatinDigits(s))),
    v.check((s) => s == null || parseDateInput(s) !== null, messages.invalidDate),
  );
}

/** An optional link (absolute http(s) URL or site path): blank → null. */
export function optionalLinkField(message: string = messages.invalidUrl) {
  return v.pipe(
    optionalText(2048, message),
    v.check((s) => s == null || isLink(s), message),
  );
}

/** Optional JSON text: blank → null; otherwise it must parse. */
export function optionalJsonText(message: string = messages.invalidJson) {
  return v.pipe(
    optionalText(100_000),
    v.check((s) => {
      if (s == null) return true;
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    }, message),
  );
}
