// The page builder's small forms, on the shared layout schema the server runs (common/validation/page-layout).
import { messages } from '@common/validation/messages';
import { pageLayoutSchema } from '@common/validation/page-layout';
import * as v from 'valibot';

/** Name, page key and description of a layout (its components are edited beside them). */
export const layoutMetaSchema = v.pick(pageLayoutSchema, ['name', 'pageKey', 'description']);

/** A new layout: its name, page key and description, and the template it starts from ('' for an empty page). */
export const newLayoutSchema = v.object(
  { ...layoutMetaSchema.entries, template: v.optional(v.string(messages.invalidValue), '') },
  messages.invalidValue,
);

/** The duplicate's name. */
export const duplicateSchema = v.pick(pageLayoutSchema, ['name']);
