import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { ContextFactory } from '../graphql/context';
import type { Loaders } from '../graphql/loaders';
import type { Viewer } from '../graphql/viewer';
import type { FieldMessages } from '../rest/field-messages';
import type { AnyRestRow } from '../rest/route';
import { type AppDeps, createInfrastructure, type Infrastructure } from './infrastructure';
import type { ModuleDescriptor, Stop } from './module';

/** Any module, whatever it needs and provides; each was checked against its own types where it is defined. */
export interface AnyModule extends Omit<ModuleDescriptor, 'services' | 'resolvers' | 'files' | 'jobs'> {
  readonly services?: (needs: never) => object;
  readonly resolvers?: (services: never) => object[];
  readonly files?: (
    fastify: FastifyInstance,
    wiring: { services: never; createContext: ContextFactory },
  ) => void | Promise<void>;
  readonly jobs?: (services: never) => readonly Stop[];
}

type NeedsOf<M> = M extends { services?: (needs: infer N) => unknown } ? N : object;
type ProvidedBy<M> = M extends { services?: (needs: never) => infer P } ? P : object;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The infrastructure and every module's services, each under its own key with its own type. */
export type ServicesOf<Ms extends readonly AnyModule[]> = Infrastructure &
  Intersection<ProvidedBy<Ms[number]>>;

/**
 * `'none'` when each module's needs are met by the infrastructure and the modules listed before it;
 * otherwise the first module whose needs are not, with the keys it lacks.
 */
export type UnmetNeeds<Ms extends readonly unknown[], Have = Infrastructure> = Ms extends readonly [
  infer M,
  ...infer Rest,
]
  ? Have extends NeedsOf<M>
    ? UnmetNeeds<Rest, Have & ProvidedBy<M>>
    : { module: M extends { name: infer N } ? N : never; lacks: Exclude<keyof NeedsOf<M>, keyof Have> }
  : 'none';

/** The composition root: the infrastructure, then each module's services in list order. */
export function composeServices<Ms extends readonly AnyModule[]>(modules: Ms, deps: AppDeps): ServicesOf<Ms> {
  const services: Record<string, unknown> = { ...createInfrastructure(deps) };
  for (const module of modules) {
    const provided = module.services?.(services as never) ?? {};
    for (const key of Object.keys(provided)) {
      if (key in services) throw new Error(`Module ${module.name} provides "${key}", which is already taken`);
    }
    Object.assign(services, provided);
  }
  return services as ServicesOf<Ms>;
}

export const composeResolvers = (modules: readonly AnyModule[], services: object): object[] =>
  modules.flatMap((module) => module.resolvers?.(services as never) ?? []);

export const composeRestRows = (modules: readonly AnyModule[]): readonly AnyRestRow[] =>
  modules.flatMap((module) => module.rest ?? []);

export const composeInputMessages = (modules: readonly AnyModule[]): Record<string, FieldMessages> =>
  Object.assign({}, ...modules.map((module) => module.inputMessages ?? {}));

export const composeLoaders = (modules: readonly AnyModule[], db: Db, viewer: Viewer | null): Loaders =>
  Object.assign({}, ...modules.map((module) => module.loaders?.(db, viewer) ?? {}));

export async function registerFileRoutes(
  modules: readonly AnyModule[],
  fastify: FastifyInstance,
  wiring: { services: object; createContext: ContextFactory },
): Promise<void> {
  for (const module of modules)
    await module.files?.(fastify, wiring as { services: never; createContext: ContextFactory });
}

/** Starts every module's jobs; the answer stops them all. */
export function startJobs(modules: readonly AnyModule[], services: object): Stop {
  const stops = modules.flatMap((module) => module.jobs?.(services as never) ?? []);
  return () => {
    for (const stop of stops) stop();
  };
}

export async function runStartSteps(modules: readonly AnyModule[], db: Db): Promise<void> {
  for (const module of modules) await module.start?.(db);
}
