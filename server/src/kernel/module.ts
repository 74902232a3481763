import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { ContextFactory } from '../graphql/context';
import type { Viewer } from '../graphql/viewer';
import type { FieldMessages } from '../rest/field-messages';
import type { AnyRestRow } from '../rest/route';

/** Stops a running job. */
export type Stop = () => void;

/**
 * One domain module: everything the app needs to know about it, in one value. `services` declares the
 * module's needs in its parameter's type (infrastructure keys and services of modules listed before it);
 * the other parts receive those needs together with the module's own services.
 */
export interface ModuleDescriptor<Needs extends object = object, Provided extends object = object> {
  /** Names the module in composition errors. */
  readonly name: string;
  /** Builds the module's services, once per app. */
  readonly services?: (needs: Needs) => Provided;
  /** Resolver instances (esbuild emits no constructor metadata to inject from). */
  readonly resolvers?: (services: Needs & Provided) => object[];
  /** The module's documented /api rows. */
  readonly rest?: readonly AnyRestRow[];
  /** Per GraphQL input type, the messages the REST door gives a value of the wrong JSON type. */
  readonly inputMessages?: Readonly<Record<string, FieldMessages>>;
  /** Fresh per-request DataLoaders; each module's loaders file adds its keys to `Loaders`. */
  readonly loaders?: (db: Db, viewer: Viewer | null) => object;
  /** Routes outside the GraphQL and REST doors (files, downloads, resumable uploads). */
  readonly files?: (
    fastify: FastifyInstance,
    wiring: { services: Needs & Provided; createContext: ContextFactory },
  ) => void | Promise<void>;
  /** Background jobs started with the server; each returns its stop. */
  readonly jobs?: (services: Needs & Provided) => readonly Stop[];
  /** Runs once at start, before the app is built (after migrations and the demo seed). */
  readonly start?: (db: Db) => Promise<unknown>;
}

/** Declares a module; the types of its needs and services are inferred from its `services` factory. */
export function defineModule<Needs extends object = object, Provided extends object = object>(
  descriptor: ModuleDescriptor<Needs, Provided>,
): ModuleDescriptor<Needs, Provided> {
  return descriptor;
}
