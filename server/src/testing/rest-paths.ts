import { getNamedType, isEnumType } from 'graphql';
import type { ResolvedRoute } from '../rest/derive';

/**
 * A row's path with every parameter filled by a valid sample: an id from `ids` (by the argument the parameter
 * feeds), else 1; an enum's first value; true for a boolean.
 */
export function samplePath(route: ResolvedRoute, ids: Record<string, number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const param = route.params[name];
    const type = getNamedType(param.type);
    if (isEnumType(type)) return type.getValues()[0].name;
    if (type.name === 'Boolean') return 'true';
    return String(ids[param.key] ?? 1);
  });
}
