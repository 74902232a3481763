import { serverErrorMessage } from '../../../lib/serverError';
import { adminToast } from './adminToast';

export interface ActionTexts<T> {
  /** The success toast: a text, or one made from the answer (e.g. the server's own message). */
  success?: string | ((result: T) => string);
  /** The fallback error toast when the server says nothing a person can read (spec doc 3 §8). */
  failure: string;
}

/**
 * Runs an admin call with its toasts: the success text, or the server's message (preferred, spec doc 3 §8)
 * else the fallback. Answers the result, or undefined when it failed.
 */
export async function adminAction<T>(
  work: Promise<T>,
  { success, failure }: ActionTexts<T>,
): Promise<T | undefined> {
  try {
    const result = await work;
    const text = typeof success === 'function' ? success(result) : success;
    if (text) adminToast.success(text);
    return result;
  } catch (error) {
    adminToast.error(serverErrorMessage(error, { rejected: failure, failed: failure }));
    return undefined;
  }
}
