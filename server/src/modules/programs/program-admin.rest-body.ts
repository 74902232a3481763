import { messages, optionalNumber, programBudgetRialRule, validate } from '@common/validation';
import { invalid } from '../../errors';

type Json = Record<string, unknown>;

/** The spec's timeline: JSON text (blank is none) or the list itself, each event read by eventOf. */
function timelineOf(value: unknown): unknown {
  let list = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      list = JSON.parse(value);
    } catch {
      throw invalid({ timeline: messages.programTimelineJsonInvalid });
    }
  }
  if (list == null) return list;
  if (!Array.isArray(list)) throw invalid({ timeline: messages.programTimelineJsonInvalid });
  return list.map(eventOf);
}

/** One stored event as the input reads it: a numeric id as text, doc 2's 'current' as in progress. */
function eventOf(event: unknown): unknown {
  if (!event || typeof event !== 'object' || Array.isArray(event)) return event;
  const { id, status, ...rest } = event as Json;
  return {
    ...rest,
    ...(id !== undefined && { id: typeof id === 'number' ? String(id) : id }),
    ...(status !== undefined && { status: status === 'current' ? 'in_progress' : status }),
  };
}

const budgetSchema = optionalNumber(programBudgetRialRule);

/**
 * Rial as a whole number, also from text with Persian digits and separators; blank is no goal (null). Read
 * here, not by the BigInt scalar, so a refused budget gets the form's reason.
 */
function budgetOf(value: unknown): unknown {
  const budget = validate(budgetSchema, value);
  if (!budget.ok) throw invalid({ targetBudget: budget.message });
  return budget.value;
}

/**
 * The spec's program payload as the REST door receives it: the timeline as JSON text or a list, the budget
 * in rial (the unit the answers carry, so a program read and sent back does not change); the data check's
 * names title, type and requiredFunding are read as name, programType and targetBudget. Whatever it says
 * of the raised amount or the participants is not read: only donations and their own calls change them.
 */
export function programRequestBody({ timeline, targetBudget: budget, ...given }: Json): Json {
  const { title, type, requiredFunding, ...rest } = given;
  // The spec's program data check names the same fields title, type and requiredFunding.
  const targetBudget = budget === undefined ? requiredFunding : budget;
  return {
    ...rest,
    ...(rest.name === undefined && title !== undefined && { name: title }),
    ...(rest.programType === undefined && type !== undefined && { programType: type }),
    ...(timeline !== undefined && { timeline: timelineOf(timeline) }),
    ...(targetBudget !== undefined && { targetBudget: budgetOf(targetBudget) }),
  };
}
