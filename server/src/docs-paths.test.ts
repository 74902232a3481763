import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documents a newcomer reads first name files and components in backticks; a renamed or deleted file must
 * not leave them pointing at nothing.
 *
 * A token is a path when it starts with one of the repository's folders (it must then exist from the root, as a
 * file, a folder or a module specifier without its extension), or when it ends in a source or document
 * extension (`graphql/policies.ts`, `fonts.css`): such a short name must be the end of some file's path. `*`,
 * `<name>` and `{name}` stand for any part of one path segment, so a pattern must match at least one file.
 * Routes (`/api/…`), addresses and storage keys are not repository paths and are left alone.
 *
 * A token is a component or class name when it is PascalCase of two words or more (`DateRangeFilter`); it must
 * occur as a word in some source file.
 */
const DOCUMENTS = ['docs/decisions.md', 'docs/architecture.md'];
const ROOT_FOLDERS = [
  'server/',
  'client/',
  'common/',
  'docs/',
  'test/',
  'scripts/',
  'bench/',
  'drizzle/',
  'deploy/',
  '.ci/',
];
// No `.js`: the repository holds no plain JavaScript; a `.js` name is a build output (`landing-*.js`).
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|cjs|md|json|graphql|sql|yml|yaml|css|html)$/;
const SOURCE_EXTENSION = /\.(ts|tsx|mts|mjs|graphql|css|html)$/;
const MODULE_SUFFIXES = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];
const PASCAL_CASE_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** This file names a missing component on purpose. */
const thisFile = 'server/src/docs-paths.test.ts';

function repositoryFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listing.split('\0').filter((file) => file !== '' && existsSync(`${repoRoot}${file}`));
}

/** Backticked spans outside fenced blocks; a span may wrap onto the next line. */
function backtickedTokens(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...new Set([...prose.matchAll(/`([^`]+)`/g)].map((match) => match[1].trim()))];
}

type PathKind = 'rooted' | 'short';

function pathKind(token: string): PathKind | null {
  if (/\s/.test(token) || token.startsWith('/') || token.includes('://') || /[?=|&@#]/.test(token))
    return null;
  if (/^\.\w+$/.test(token)) return null; // an extension alone (`.graphql`)
  if (ROOT_FOLDERS.some((folder) => token.startsWith(folder))) return 'rooted';
  return FILE_EXTENSION.test(token) ? 'short' : null;
}

/** A whole-path pattern: placeholders and `*` match within one segment, `**` across segments. */
function patternOf(glob: string): RegExp {
  const source = glob
    .replace(/<[^>]*>|\{[^}]*\}/g, '*')
    .split('**')
    .map((part) =>
      part
        .replace(/[.+^$()[\]\\]/g, '\\$&')
        .split('*')
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

function resolves(token: string, kind: PathKind, files: readonly string[]): boolean {
  if (kind === 'short') {
    const pattern = patternOf(`**/${token}`);
    return files.some((file) => pattern.test(`/${file}`));
  }
  const path = token.replace(/\/$/, '');
  const candidates = MODULE_SUFFIXES.map((suffix) => patternOf(`${path}${suffix}`));
  const folder = patternOf(`${path}/**`);
  return files.some((file) => folder.test(file) || candidates.some((pattern) => pattern.test(file)));
}

function missingPaths(tokens: readonly string[], files: readonly string[]): string[] {
  return tokens.filter((token) => {
    const kind = pathKind(token);
    return kind !== null && !resolves(token, kind, files);
  });
}

function missingNames(tokens: readonly string[], sources: string): string[] {
  return tokens.filter(
    (token) => PASCAL_CASE_NAME.test(token) && !new RegExp(`\\b${token}\\b`).test(sources),
  );
}

describe('the docs name what exists', () => {
  const files = repositoryFiles();
  const sources = files
    .filter((file) => SOURCE_EXTENSION.test(file) && file !== thisFile)
    .map((file) => readFileSync(`${repoRoot}${file}`, 'utf8'))
    .join('\n');

  it.each(DOCUMENTS)('every backticked path and component name in %s exists', (document) => {
    const tokens = backtickedTokens(readFileSync(`${repoRoot}${document}`, 'utf8'));
    const missing = { paths: missingPaths(tokens, files), names: missingNames(tokens, sources) };
    expect(missing).toEqual({ paths: [], names: [] });
  });

  it('tells what is missing from what is there', () => {
    expect(
      missingPaths(['lib/authorizedDownload.ts', 'server/src/no-such-file.ts', 'bench/*.nothing'], files),
    ).toEqual(['lib/authorizedDownload.ts', 'server/src/no-such-file.ts', 'bench/*.nothing']);
    const present = [
      'server/src/app.ts',
      'graphql/schema.ts',
      'modules/uploads/tus-*.ts',
      'common/html',
      'drizzle/',
    ];
    expect(missingPaths([...present, '<domain>.service.ts', 'server/src/db/seed/*.ts'], files)).toEqual([]);
    expect(
      missingPaths(['/api/admin/users', 'https://example.com/a.ts', 'images/{uuid}.{ext}'], files),
    ).toEqual([]);
    expect(missingNames(['JalaliDateFilter', 'DateRangeFilter', 'PENDING', 'Int'], sources)).toEqual([
      'JalaliDateFilter',
    ]);
  });
});
