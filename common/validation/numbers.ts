// One rule for every number a person types into an admin form: a refused value is told its true reason on
// its field (not a number, below the least value, above the most, not whole), in the form and through both
// of the server's doors, which run the same schemas.
import * as v from 'valibot';
import { formatNumber } from '../digits';
import { parseNumberInput } from './fields';

/** The largest value a PostgreSQL `integer` column holds. */
export const INT4_MAX = 2_147_483_647;

/** Why a number is refused. */
export type NumberProblem = 'notNumber' | 'tooSmall' | 'tooLarge' | 'notWhole';

export interface NumberRule {
  /** The field as its messages name it: 'ظرفیت دوره'. */
  label: string;
  /** The least value; 0 (no negative) unless given. */
  min?: number;
  /** The most value: the column's range or a business cap. */
  max: number;
  /** Whole numbers only; true unless given. */
  whole?: boolean;
  /** The limits' unit in messages: 'نفر', 'تومان'. */
  unit?: string;
  /** The spec's own wording for a reason, used instead of ours. */
  messages?: Partial<Record<NumberProblem, string>>;
}

/** Why `n` (as parseNumberInput reads it; NaN when unreadable) breaks `rule`, or null when it keeps it. */
export function numberProblem(n: number, rule: NumberRule): NumberProblem | null {
  if (Number.isNaN(n)) return 'notNumber';
  if (n < (rule.min ?? 0)) return 'tooSmall';
  if (n > rule.max) return 'tooLarge';
  if ((rule.whole ?? true) && !Number.isInteger(n)) return 'notWhole';
  return null;
}

/** The Persian message for a problem: «ظرفیت دوره نمی‌تواند بیشتر از ۱۰۰٬۰۰۰ نفر باشد». */
export function numberMessage(problem: NumberProblem, rule: NumberRule): string {
  const own = rule.messages?.[problem];
  if (own) return own;
  const { label } = rule;
  const amount = (n: number) => `${formatNumber(n)}${rule.unit ? ` ${rule.unit}` : ''}`;
  const min = rule.min ?? 0;
  switch (problem) {
    case 'notNumber':
      return `${label} باید یک عدد باشد`;
    case 'tooSmall':
      return min === 0 ? `${label} نمی‌تواند منفی باشد` : `${label} باید حداقل ${amount(min)} باشد`;
    case 'tooLarge':
      return `${label} نمی‌تواند بیشتر از ${amount(rule.max)} باشد`;
    case 'notWhole':
      return `${label} باید عددی صحیح و بدون اعشار باشد`;
  }
}

/** Reads a typed number (see parseNumberInput) and checks it; blank is `blank`, or refused with `required`. */
function numberReader<const TBlank extends number | null>(
  rule: NumberRule,
  blank: TBlank,
  required?: string,
) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const n = parseNumberInput(dataset.value);
      const problem = n === null ? null : numberProblem(n, rule);
      if (problem) addIssue({ message: numberMessage(problem, rule) });
      else if (n === null && required) addIssue({ message: required });
      else return n ?? blank;
      return NEVER;
    }),
  );
}

/** A required number: missing or blank → `required`. */
export function requiredNumber(rule: NumberRule, required: string) {
  return v.optional(numberReader(rule, 0, required), null);
}

/** An optional number: blank → null, absent stays undefined (left as it is). */
export function optionalNumber(rule: NumberRule) {
  return v.optional(numberReader(rule, null));
}

/** A number with a default: missing or blank → `blank`. */
export function numberWithDefault(rule: NumberRule, blank: number) {
  return v.optional(numberReader(rule, blank), blank);
}

/** The largest position in a list the admin orders by hand (slides, landing sections, payment methods). */
export const DISPLAY_ORDER_MAX = 1_000_000;

/** A hand-set position: whole, from 0. */
export const displayOrderRule: NumberRule = { label: 'ترتیب نمایش', max: DISPLAY_ORDER_MAX };

/** A whole number a GraphQL Int (and a PostgreSQL integer) holds. */
const int4Rule = (label: string): NumberRule => ({ label, min: -INT4_MAX - 1, max: INT4_MAX });

/**
 * Why a value sent for an Int field without a rule of its own cannot be one (too large, not whole), or null
 * when it is no number at all or fits.
 */
export function intFieldMessage(label: string, value: unknown): string | null {
  const n = parseNumberInput(value);
  if (n === null || Number.isNaN(n)) return null;
  const rule = int4Rule(label);
  const problem = numberProblem(n, rule);
  return problem ? numberMessage(problem, rule) : null;
}
