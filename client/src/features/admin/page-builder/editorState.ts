// The page builder's working copy of a layout's components (spec doc 3 §3 'Layout': a list of {id, type,
// props, styles}) and the pure edits on it. Read from the layout's JSON text, written back as JSON text.
import { arrayMove } from '@dnd-kit/sortable';
import { componentType } from './componentFields';
import type { Props } from './componentProps';

export interface EditorComponent {
  id: string;
  type: string;
  props: Props;
  /** Kept as stored; the editor does not change them. */
  styles?: Props;
}

export interface EditorContent {
  components: EditorComponent[];
  /** Why the stored text is not a list of components ('error displaying components'), else null. */
  error: string | null;
}

const NOT_A_LIST = 'داده‌ی چیدمان باید فهرستی از مؤلفه‌ها باشد';

const isRecord = (value: unknown): value is Props =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const clone = <T>(value: T): T => structuredClone(value);

/** A layout's JSON text as editor components (ids given where missing or repeated). */
export function readComponents(layoutData: string): EditorContent {
  let list: unknown;
  try {
    list = JSON.parse(layoutData || '[]');
  } catch (error) {
    return { components: [], error: error instanceof Error ? error.message : String(error) };
  }
  if (!Array.isArray(list)) return { components: [], error: NOT_A_LIST };
  const seen = new Set<string>();
  const components = list.map((item, index): EditorComponent => {
    const entry = isRecord(item) ? item : {};
    let id = typeof entry.id === 'string' && entry.id ? entry.id : `component-${index + 1}`;
    if (seen.has(id)) id = uniqueId(String(entry.type ?? 'component'), seen);
    seen.add(id);
    return {
      id,
      type: typeof entry.type === 'string' ? entry.type : '',
      props: isRecord(entry.props) ? entry.props : {},
      ...(isRecord(entry.styles) ? { styles: entry.styles } : {}),
    };
  });
  return { components, error: null };
}

/** The components as the layout's JSON text. */
export const writeComponents = (components: readonly EditorComponent[]): string => JSON.stringify(components);

/** `${type}-N`, the first N not taken. */
function uniqueId(type: string, taken: { has(id: string): boolean }): string {
  let n = 1;
  while (taken.has(`${type}-${n}`)) n++;
  return `${type}-${n}`;
}

const idsOf = (components: readonly EditorComponent[]) => new Set(components.map((c) => c.id));

/** A new component of one of the nine types with its default props, added at the end. */
export function addComponent(components: readonly EditorComponent[], type: string): EditorComponent[] {
  const spec = componentType(type);
  if (!spec) return [...components];
  const added = { id: uniqueId(type, idsOf(components)), type, props: clone(spec.defaults), styles: {} };
  return [...components, added];
}

export const removeComponent = (components: readonly EditorComponent[], id: string): EditorComponent[] =>
  components.filter((c) => c.id !== id);

/** A copy of the component (a new id, props copied deeply) right after it. */
export function duplicateComponent(components: readonly EditorComponent[], id: string): EditorComponent[] {
  const index = components.findIndex((c) => c.id === id);
  if (index < 0 || !componentType(components[index].type)) return [...components];
  const original = components[index];
  const copy = { ...clone(original), id: uniqueId(original.type, idsOf(components)) };
  return [...components.slice(0, index + 1), copy, ...components.slice(index + 1)];
}

/** The component moved to `toIndex` (clamped). */
export function moveComponent(
  components: readonly EditorComponent[],
  id: string,
  toIndex: number,
): EditorComponent[] {
  const from = components.findIndex((c) => c.id === id);
  const to = Math.max(0, Math.min(components.length - 1, toIndex));
  return from < 0 || from === to ? [...components] : arrayMove([...components], from, to);
}

export const setProps = (
  components: readonly EditorComponent[],
  id: string,
  props: Props,
): EditorComponent[] => components.map((c) => (c.id === id ? { ...c, props } : c));

/** The id of the component added last by addComponent or duplicateComponent (the one not in `before`). */
export function newComponentId(before: readonly EditorComponent[], after: readonly EditorComponent[]) {
  const old = idsOf(before);
  return after.find((c) => !old.has(c.id))?.id ?? null;
}
