import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** LibreOffice, where installed: an independent spreadsheet program to open exported CSV files with. */
export const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
export const canOpenSpreadsheets = existsSync(SOFFICE);

/** A cell as the spreadsheet program read it: its type, its text, and its formula if it runs one. */
export interface SpreadsheetCell {
  type: string;
  text: string;
  formula: string | null;
}

const CELL = /<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g;
const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Opens a CSV file as LibreOffice Calc does (comma-separated, UTF-8, its default detection of numbers) and
 * answers the filled cells of the sheet, read back from the flat OpenDocument file it saves.
 */
export function openCsvInSpreadsheet(csv: string | Buffer): SpreadsheetCell[] {
  const dir = mkdtempSync(join(tmpdir(), 'csv-open-'));
  try {
    writeFileSync(join(dir, 'export.csv'), csv);
    const result = spawnSync(
      SOFFICE,
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--infilter=CSV:44,34,76,1',
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        join(dir, 'export.csv'),
      ],
      { timeout: 120_000 },
    );
    if (result.status !== 0) throw new Error(`soffice failed: ${result.stderr?.toString()}`);
    const sheet = readFileSync(join(dir, 'export.fods'), 'utf8');
    return [...sheet.matchAll(CELL)]
      .map(([, attributes, inner = '']) => ({
        type: attribute(attributes, 'office:value-type') ?? '',
        text: unescapeXml(
          inner
            .replace(/<text:tab\/>/g, '\t')
            .replace(/<[^>]+>/g, '')
            .trim(),
        ),
        formula: attribute(attributes, 'table:formula'),
      }))
      .filter((cell) => cell.type !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
