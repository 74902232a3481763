import { PageComponentType } from '@common/enums';
import { safeUrl, sanitizeHtml } from '@common/html';
import type { LayoutComponent } from '../../db/schema';
import { invalid } from '../../errors';

/** Props that hold an address (links and pictures), at any depth (e.g. inside a list of items). */
const URL_KEYS = new Set([
  'link',
  'buttonLink',
  'primaryButtonLink',
  'secondaryButtonLink',
  'backgroundImage',
  'src',
  'image',
  'avatar',
  'href',
  'url',
]);
const MAX_DEPTH = 6;
export const LAYOUT_DATA_INVALID = 'داده‌های چیدمان صفحه نامعتبر است';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Walks props: unsafe addresses become '', and anything deeper than MAX_DEPTH is dropped. */
function cleanValue(key: string, value: unknown, depth: number): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) ? (safeUrl(value) ?? '') : value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => cleanValue('', item, depth + 1));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, cleanValue(k, v, depth + 1)] as const)
        .filter(([, v]) => v !== undefined),
    );
  }
  return value;
}

function sanitizeComponent(component: unknown, index: number): LayoutComponent {
  if (!isRecord(component) || typeof component.type !== 'string' || component.type === '') {
    throw invalid({ [`layoutData.${index}`]: LAYOUT_DATA_INVALID }, LAYOUT_DATA_INVALID);
  }
  const props = isRecord(component.props)
    ? (cleanValue('', component.props, 0) as Record<string, unknown>)
    : {};
  if (component.type === PageComponentType.TEXT_BLOCK && typeof props.content === 'string') {
    props.content = sanitizeHtml(props.content);
  }
  const styles = isRecord(component.styles)
    ? (cleanValue('', component.styles, 0) as Record<string, unknown>)
    : undefined;
  return {
    id: typeof component.id === 'string' && component.id ? component.id : `component-${index + 1}`,
    type: component.type,
    props,
    ...(styles ? { styles } : {}),
  };
}

/**
 * Makes a layout's components safe to store and show: textBlock HTML through the allow-list sanitizer
 * (common/html), link and picture addresses limited to http(s), mailto and relative ones. Anything that is
 * not a list of {type, props} objects is a VALIDATION error. Unknown types are kept (the renderer shows
 * them as unknown).
 */
export function sanitizeLayoutData(components: unknown): LayoutComponent[] {
  if (!Array.isArray(components)) throw invalid({ layoutData: LAYOUT_DATA_INVALID }, LAYOUT_DATA_INVALID);
  return components.map(sanitizeComponent);
}

/**
 * The read-side pass for stored layouts: the same cleaning, but malformed data is passed on untouched (the
 * client shows 'error displaying components' for it) instead of failing the request.
 */
export function sanitizeStoredLayout(data: unknown): unknown {
  if (!Array.isArray(data)) return data;
  return data.map((component, index) =>
    isRecord(component) && typeof component.type === 'string' && component.type !== ''
      ? sanitizeComponent(component, index)
      : component,
  );
}
