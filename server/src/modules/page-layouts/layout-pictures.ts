import type { LayoutComponent } from '../../db/schema';

/** Props that hold a picture's address, at any depth (e.g. inside a list of items). */
const PICTURE_KEYS = new Set(['src', 'backgroundImage', 'image', 'avatar']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every picture address in the components, with its field path (`layoutData.1.props.programs.0.image`). */
export function layoutPictures(
  components: readonly LayoutComponent[],
): Array<[field: string, address: string]> {
  const found: Array<[string, string]> = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (typeof value === 'string') {
      if (PICTURE_KEYS.has(key) && value !== '') found.push([path, value]);
      return;
    }
    if (!isRecord(value)) return;
    for (const [k, inner] of Object.entries(value))
      walk(inner, `${path}.${k}`, Array.isArray(value) ? '' : k);
  };
  components.forEach((component, index) => {
    walk(component.props, `layoutData.${index}.props`, '');
  });
  return found;
}
