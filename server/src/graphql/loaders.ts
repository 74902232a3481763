import type { Db } from '../db/client';
import type { Viewer } from './viewer';

/**
 * The per-request DataLoaders, fresh for each request so nothing is cached across viewers. Each module's
 * loaders file adds its own keys here by declaration merging; its descriptor's `loaders` builds them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging.
export interface Loaders {}

export type LoadersFactory = (db: Db, viewer: Viewer | null) => Loaders;
