import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors';
import { refusalOf, sendRefusal } from './error-shapes';

/** Whether any string in a parsed body, query or params holds a NUL byte (PostgreSQL text cannot store one). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      // One by one: spreading a long array into push() overflows the call stack (150,000 items suffice).
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object' && isPlain(item)) {
      for (const [key, child] of Object.entries(item)) stack.push(key, child);
    }
  }
  return false;
}

// Parsed JSON objects and the query string's prototype-less objects; never streams or uploads.
function isPlain(item: object): boolean {
  const prototype = Object.getPrototypeOf(item);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Refuses a NUL byte anywhere in a request's text before any door reads it: it is never valid input, and
 * PostgreSQL refuses it with an error that would otherwise surface as a 500.
 */
export function registerNulGuard(app: FastifyInstance, graphqlPath: string): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!containsNul(request.body) && !containsNul(request.query) && !containsNul(request.params)) return;
    return sendRefusal(request, reply, refusalOf(new DomainError('VALIDATION')), graphqlPath);
  });
}
