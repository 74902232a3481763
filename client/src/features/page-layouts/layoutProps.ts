import { safeUrl } from '@common/html-text';

/** One component of a page layout (spec doc 3 §3 Layout). */
export interface LayoutComponent {
  id: string;
  type: string;
  props: Record<string, unknown>;
  styles?: Record<string, unknown>;
}

export type Props = Record<string, unknown>;

export const LAYOUT_ERROR_TITLE = 'خطا در نمایش مؤلفه‌ها';
const NOT_A_LIST = 'داده‌ی چیدمان باید فهرستی از مؤلفه‌ها باشد';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The components of a layout's JSON text (or already parsed list); throws with a message when it is bad. */
export function parseLayoutData(data: string | unknown[]): LayoutComponent[] {
  const list: unknown = typeof data === 'string' ? JSON.parse(data) : data;
  if (!Array.isArray(list)) throw new Error(NOT_A_LIST);
  return list.map((item, index) => {
    const component = isRecord(item) ? item : {};
    return {
      id: typeof component.id === 'string' && component.id ? component.id : `component-${index}`,
      type: typeof component.type === 'string' ? component.type : '',
      props: isRecord(component.props) ? component.props : {},
      styles: isRecord(component.styles) ? component.styles : undefined,
    };
  });
}

/** A text prop, or the fallback. */
export function text(props: Props, key: string, fallback = ''): string {
  const value = props[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** A link or picture prop, when its address is safe (http, https, mailto or relative). */
export function url(props: Props, key: string): string | null {
  return safeUrl(text(props, key));
}

/** The first list prop found under `keys` (the spec does not name them), as records. */
export function list(props: Props, ...keys: string[]): Props[] {
  for (const key of keys) {
    const value = props[key];
    if (Array.isArray(value)) return value.filter(isRecord);
  }
  return [];
}

/** One of `allowed`, else the fallback. */
export function choice<T extends string>(props: Props, key: string, allowed: readonly T[], fallback: T): T {
  const value = props[key];
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/deg]+\)|[a-z]{3,20})$/i;

/** A CSS colour an admin typed, if it is only a colour (no url(), no expressions). */
export function cssColor(value: unknown): string | undefined {
  return typeof value === 'string' && CSS_COLOR.test(value.trim()) ? value.trim() : undefined;
}
