// The schema of each component type's props form: the shared schema the server runs on every save
// (common/validation/page-layout: lengths, links, colours, choices) and, on top, the fields a visitor's page
// needs filled in (a hero's title, a button's text and link, an image's address and alternative text …).
import { sanitizeHtml } from '@common/html';
import { decodeEntities } from '@common/html-text';
import { messages } from '@common/validation/messages';
import { pageComponentPropsSchemas } from '@common/validation/page-layout';
import { hasVisibleText } from '@common/validation/visible-text';
import * as v from 'valibot';
import { type ComponentTypeSpec, componentType, type FieldSpec } from './componentFields';
import { type Props, toFormValues } from './componentProps';

const requiredMessage = (label: string) => `${label} الزامی است`;

/** The text a reader would see of rich-text HTML. */
export const visibleTextOf = (html: string): string =>
  decodeEntities(sanitizeHtml(html).replace(/<[^>]*>/g, ''));

function requiredEntries(fields: readonly FieldSpec[]): v.ObjectEntries {
  const entries: v.ObjectEntries = {};
  for (const field of fields) {
    const message = requiredMessage(field.label);
    if (field.kind === 'text' && field.required) {
      entries[field.name] = v.pipe(v.string(message), v.check(hasVisibleText, message));
    } else if (field.kind === 'link' && field.required) {
      // Trimmed as the shared schema trims links, so the two answers agree.
      entries[field.name] = v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
    } else if (field.kind === 'richText') {
      entries[field.name] = v.pipe(
        v.string(message),
        v.check((html) => hasVisibleText(visibleTextOf(html)), message),
      );
    } else if (field.kind === 'list') {
      const item = requiredEntries(field.fields);
      if (Object.keys(item).length > 0) entries[field.name] = v.array(v.object(item));
    }
  }
  return entries;
}

const SCHEMAS = new Map<string, v.GenericSchema>();

/** The props form's schema of a component type. */
export function propsSchema(spec: ComponentTypeSpec): v.GenericSchema {
  let schema = SCHEMAS.get(spec.type);
  if (!schema) {
    schema = v.intersect([pageComponentPropsSchemas[spec.type], v.object(requiredEntries(spec.fields))]);
    SCHEMAS.set(spec.type, schema);
  }
  return schema;
}

/** Why a component cannot be saved (its first message), or null when it can. */
export function componentProblem(type: string, props: Props): string | null {
  const spec = componentType(type);
  if (!spec) return messages.pageComponentTypeUnknown;
  const result = v.safeParse(propsSchema(spec), toFormValues(spec, props));
  return result.success ? null : result.issues[0].message;
}
