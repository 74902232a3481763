import { composeInputMessages } from '../kernel/compose';
import { modules } from '.';

/**
 * Each GraphQL input type and the shared schema its service validates it with, so the REST door answers a
 * value of the wrong JSON type with that field's own message (what the form shows for it).
 */
export const inputFieldMessages = composeInputMessages(modules);
