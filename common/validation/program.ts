// Admin program forms (spec doc 2 §5, doc 3 §2.14-2.15, §5). Money fields are in toman as typed on the
// form; the server converts to rial. Dates are what the date picker emits ('YYYY-MM-DD' or
// 'YYYY-MM-DD HH:mm:ss', Tehran wall clock) or ISO timestamps with a zone.
import * as v from 'valibot';
import { PROGRAM_STATUSES, PROGRAM_TYPES, ProgramStatus } from '../enums';
import {
  dateField,
  enumField,
  formObject,
  optionalDateField,
  optionalEmailField,
  optionalNumberField,
  optionalText,
  parseDateInput,
  requiredTextMin,
} from './fields';
import { maxLengthMessage, messages } from './messages';

function isTimelineJson(s: string | null | undefined): boolean {
  if (s == null) return true;
  try {
    return Array.isArray(JSON.parse(s));
  } catch {
    return false;
  }
}

const nonNegative = (message: string) =>
  v.pipe(
    optionalNumberField(),
    v.check((n) => n == null || n >= 0, message),
  );

const programEntries = {
  name: v.pipe(
    requiredTextMin(3, messages.programNameMin, messages.programNameRequired),
    v.maxLength(200, maxLengthMessage(200)),
  ),
  description: v.pipe(
    requiredTextMin(10, messages.programDescriptionMin),
    v.maxLength(10_000, maxLengthMessage(10_000)),
  ),
  programType: enumField(PROGRAM_TYPES, messages.programTypeRequired),
  startDate: dateField(messages.programStartDateRequired),
  endDate: dateField(messages.programEndDateRequired),
  applicationDeadline: optionalDateField(),
  imageUrl: optionalText(2048),
  location: optionalText(200),
  /** Free text such as '۶ ماه'. */
  duration: optionalText(100),
  /** Toman; null = no financial goal. */
  targetBudget: nonNegative(messages.programBudgetNegative),
  maxParticipants: v.pipe(
    optionalNumberField(),
    v.check((n) => n == null || (Number.isInteger(n) && n >= 1), messages.programMaxParticipantsMin),
  ),
  coordinatorId: v.pipe(
    optionalNumberField(messages.programCoordinatorIdInvalid),
    v.check((n) => n == null || Number.isInteger(n), messages.programCoordinatorIdInvalid),
  ),
  coordinatorName: optionalText(100),
  coordinatorEmail: optionalEmailField(messages.emailFormatAlt),
  coordinatorPhone: optionalText(30),
  /** One per line. */
  eligibilityCriteria: optionalText(5000),
  requiredDocuments: optionalText(5000),
  benefits: optionalText(5000),
  /** Registration steps, one per line. */
  requirements: optionalText(5000),
  /** JSON text: an array of timeline events (see timeline-event.ts). */
  timeline: v.pipe(optionalText(100_000), v.check(isTimelineJson, messages.programTimelineJsonInvalid)),
};

/** True unless both dates are readable and the end is not after the start. */
export function isEndAfterStart(input: { startDate: string; endDate: string }): boolean {
  const start = parseDateInput(input.startDate);
  const end = parseDateInput(input.endDate);
  return !start || !end || end.getTime() > start.getTime();
}

/** Program create: status defaults to DRAFT. */
export const programCreateSchema = v.pipe(
  formObject({
    ...programEntries,
    status: v.optional(v.picklist(PROGRAM_STATUSES, messages.programStatusRequired), ProgramStatus.DRAFT),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], isEndAfterStart, messages.programEndAfterStart), [
    'endDate',
  ]),
);
export type ProgramCreateInput = v.InferInput<typeof programCreateSchema>;
export type ProgramCreateOutput = v.InferOutput<typeof programCreateSchema>;

/** Program edit: status is required and the raised amount (toman) may be corrected. */
export const programUpdateSchema = v.pipe(
  formObject({
    ...programEntries,
    status: enumField(PROGRAM_STATUSES, messages.programStatusRequired),
    raisedAmount: nonNegative(messages.programRaisedNegative),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], isEndAfterStart, messages.programEndAfterStart), [
    'endDate',
  ]),
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
