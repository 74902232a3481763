import { spawnSync } from 'node:child_process';

/** Poppler's `pdftotext` (Debian's poppler-utils, installed by `.ci/run`): an independent PDF reader. */
export const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';

/**
 * The text of a PDF as a reader extracts it: poppler puts right-to-left lines back into reading order and
 * the shaped letters back into plain Persian letters. Direction marks are dropped and spaces collapsed, so
 * tests can look for whole phrases and their order.
 */
export function pdfText(pdf: Uint8Array): string {
  const result = spawnSync(PDFTOTEXT, ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout
    .toString('utf8')
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
