// Admin program forms and the server's ProgramInput (spec doc 2 §5, doc 3 §2.14-2.15, §5). The rules are
// unit-free: the form types the budget in toman and sends rial (×10), the server checks the rial it gets.
// Dates are what the date picker emits ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss', Tehran wall clock) or ISO
// timestamps with a zone; the server keeps the calendar day.
import * as v from 'valibot';
import { formatNumber } from '../digits';
import { PROGRAM_STATUSES, PROGRAM_TYPES, ProgramStatus } from '../enums';
import { RIALS_PER_TOMAN } from '../money';
import {
  dateField,
  enumField,
  formObject,
  optionalDateField,
  optionalEmailField,
  optionalText,
  parseDateInput,
  requiredTextMin,
} from './fields';
import { optionalPictureField } from './link-fields';
import { maxLengthMessage, messages } from './messages';
import { INT4_MAX, type NumberRule, optionalNumber } from './numbers';
import { timelineEventSchema } from './timeline-event';

function isTimelineJson(s: string | null | undefined): boolean {
  if (s == null) return true;
  try {
    return Array.isArray(JSON.parse(s));
  } catch {
    return false;
  }
}

/** The largest financial goal a program may have, in toman. */
export const PROGRAM_BUDGET_MAX_TOMAN = 1_000_000_000_000;
/** The largest number of participants a program may take. */
export const PROGRAM_PARTICIPANTS_MAX = 1_000_000;

const budgetTooLarge = `بودجه‌ی هدف نمی‌تواند بیشتر از ${formatNumber(PROGRAM_BUDGET_MAX_TOMAN)} تومان باشد`;

/** The budget as the server gets it: whole rial, the limits told in toman as the form shows them. */
export const programBudgetRialRule: NumberRule = {
  label: 'بودجه‌ی هدف',
  max: PROGRAM_BUDGET_MAX_TOMAN * RIALS_PER_TOMAN,
  messages: {
    tooSmall: messages.programBudgetNegative,
    tooLarge: budgetTooLarge,
    notWhole: 'بودجه‌ی هدف باید عددی صحیح (به ریال) باشد',
  },
};

/** The budget as the form types it, in toman (a decimal of a toman is a whole number of rial). */
export const programBudgetTomanRule: NumberRule = {
  label: 'بودجه‌ی هدف',
  max: PROGRAM_BUDGET_MAX_TOMAN,
  whole: false,
  messages: { tooSmall: messages.programBudgetNegative, tooLarge: budgetTooLarge },
};

const participantsRule: NumberRule = {
  label: 'حداکثر تعداد شرکت‌کنندگان',
  min: 1,
  max: PROGRAM_PARTICIPANTS_MAX,
  unit: 'نفر',
  messages: { tooSmall: messages.programMaxParticipantsMin },
};

const coordinatorIdRule: NumberRule = {
  label: 'شناسه هماهنگ‌کننده',
  min: 1,
  max: INT4_MAX,
  messages: {
    notNumber: messages.programCoordinatorIdInvalid,
    notWhole: messages.programCoordinatorIdInvalid,
  },
};

const programEntries = {
  name: v.pipe(
    requiredTextMin(3, messages.programNameMin, messages.programNameRequired),
    v.maxLength(200, maxLengthMessage(200)),
  ),
  /** Optional (not one of the four starred fields); when given, at least 10 characters. */
  description: v.pipe(
    optionalText(10_000),
    v.check((s) => s == null || s.length >= 10, messages.programDescriptionMin),
  ),
  programType: enumField(PROGRAM_TYPES, messages.programTypeRequired),
  startDate: dateField(messages.programStartDateRequired),
  endDate: dateField(messages.programEndDateRequired),
  applicationDeadline: optionalDateField(),
  imageUrl: optionalPictureField(),
  location: optionalText(200),
  /** Free text such as '۶ ماه'. */
  duration: optionalText(100),
  /** Rial (the form checks its toman with programBudgetTomanRule); null = no financial goal. */
  targetBudget: optionalNumber(programBudgetRialRule),
  maxParticipants: optionalNumber(participantsRule),
  coordinatorId: optionalNumber(coordinatorIdRule),
  coordinatorName: optionalText(100),
  coordinatorEmail: optionalEmailField(messages.emailFormatAlt),
  coordinatorPhone: optionalText(30),
  /** One per line. */
  eligibilityCriteria: optionalText(5000),
  requiredDocuments: optionalText(5000),
  benefits: optionalText(5000),
  /** Registration steps, one per line. */
  requirements: optionalText(5000),
};

/** The form's timeline: JSON text holding an array of timeline events (see timeline-event.ts). */
const timelineText = v.pipe(
  optionalText(100_000),
  v.check(isTimelineJson, messages.programTimelineJsonInvalid),
);

/** The statuses the create form offers (doc 3 §4); DRAFT is the default. */
export const PROGRAM_CREATE_STATUSES = [ProgramStatus.DRAFT, ProgramStatus.ACTIVE] as const;
/** The statuses the edit form offers (doc 3 §4). */
export const PROGRAM_EDIT_STATUSES = [
  ProgramStatus.DRAFT,
  ProgramStatus.ACTIVE,
  ProgramStatus.SUSPENDED,
  ProgramStatus.COMPLETED,
  ProgramStatus.CANCELLED,
] as const;

/** True unless both dates are readable and the end is not after the start. */
export function isEndAfterStart(input: { startDate: string; endDate: string }): boolean {
  const start = parseDateInput(input.startDate);
  const end = parseDateInput(input.endDate);
  return !start || !end || end.getTime() > start.getTime();
}

/**
 * True unless both dates are readable and the application deadline falls after the end (a deadline may be
 * after the start: a running program can still take people in).
 */
export function isDeadlineByEnd(input: { endDate: string; applicationDeadline?: string | null }): boolean {
  if (!input.applicationDeadline) return true;
  const end = parseDateInput(input.endDate);
  const deadline = parseDateInput(input.applicationDeadline);
  return !end || !deadline || deadline.getTime() <= end.getTime();
}

/** Program create: DRAFT (the default) or ACTIVE. */
export const programCreateSchema = v.pipe(
  formObject({
    ...programEntries,
    timeline: timelineText,
    status: v.optional(
      v.picklist(PROGRAM_CREATE_STATUSES, messages.programStatusNotOnCreate),
      ProgramStatus.DRAFT,
    ),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], isEndAfterStart, messages.programEndAfterStart), [
    'endDate',
  ]),
  v.forward(
    v.partialCheck([['endDate'], ['applicationDeadline']], isDeadlineByEnd, messages.programDeadlineAfterEnd),
    ['applicationDeadline'],
  ),
);
export type ProgramCreateInput = v.InferInput<typeof programCreateSchema>;
export type ProgramCreateOutput = v.InferOutput<typeof programCreateSchema>;

/**
 * Program edit: status is required (the five of doc 3 §4). There is no raised amount: it is the sum of the
 * completed donations and only they change it.
 */
export const programUpdateSchema = v.pipe(
  formObject({
    ...programEntries,
    timeline: timelineText,
    status: enumField(PROGRAM_EDIT_STATUSES, messages.programStatusRequired),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], isEndAfterStart, messages.programEndAfterStart), [
    'endDate',
  ]),
  v.forward(
    v.partialCheck([['endDate'], ['applicationDeadline']], isDeadlineByEnd, messages.programDeadlineAfterEnd),
    ['applicationDeadline'],
  ),
);
export type ProgramUpdateInput = v.InferInput<typeof programUpdateSchema>;
export type ProgramUpdateOutput = v.InferOutput<typeof programUpdateSchema>;

/** True when the four starred fields of the create form are filled (the submit button's condition). */
export function programRequiredFieldsFilled(input: {
  name?: string | null;
  programType?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}): boolean {
  return [input.name, input.programType, input.startDate, input.endDate].every((s) => !!s && s.trim() !== '');
}

/**
 * The server's ProgramInput (create and edit): the timeline as a list of events, any stored status (the
 * service narrows it to what create or edit allows), no raised amount. Amounts are rial.
 */
export const programInputSchema = v.pipe(
  formObject({
    ...programEntries,
    status: v.nullish(v.picklist(PROGRAM_STATUSES, messages.programStatusRequired)),
    timeline: v.nullish(v.array(timelineEventSchema, messages.programTimelineJsonInvalid)),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], isEndAfterStart, messages.programEndAfterStart), [
    'endDate',
  ]),
  v.forward(
    v.partialCheck([['endDate'], ['applicationDeadline']], isDeadlineByEnd, messages.programDeadlineAfterEnd),
    ['applicationDeadline'],
  ),
);
export type ProgramInputValues = v.InferOutput<typeof programInputSchema>;
