// Text that shows nothing (zero-width joiners and spaces, byte-order marks) counts as blank in course texts.
import * as v from 'valibot';

const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\s]/g;

/** Whether the text has a character a reader can see. */
export const hasVisibleText = (s: string): boolean => s.replace(INVISIBLE, '') !== '';

/** A check that refuses text made only of invisible characters. */
export const visibleText = (message: string) => v.check(hasVisibleText, message);
