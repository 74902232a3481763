import type { JsonSchema } from './json-schema';

/** A file route's path or query parameter, as the OpenAPI document lists it. */
export interface FileParam {
  schema: JsonSchema;
  description?: string;
  required?: boolean;
}

/**
 * A GET route beside the table that answers a file (a PDF, a printable page, a CSV) rather than the envelope;
 * its module registers it and describes it here for the OpenAPI document. Refusals still answer the envelope.
 */
export interface FileRoute {
  /** Fastify path under /api, e.g. '/certificates/:id/pdf'. */
  path: string;
  summary: string;
  tag: string;
  type: 'application/pdf' | 'text/html' | 'text/csv';
  params?: Record<string, FileParam>;
  query?: Record<string, FileParam>;
}
