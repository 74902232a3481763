import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { html, SafeHtml } from './html-template';

const require = createRequire(import.meta.url);

/** Vazirmatn's Arabic-script and Latin subsets, embedded so a printed document needs no network. */
const SUBSETS = ['arabic', 'latin'];

let fontFaces: string | undefined;

/** The package's own @font-face rules for those subsets, with each file inlined as a data: address. */
function embeddedFonts(): string {
  if (fontFaces !== undefined) return fontFaces;
  const cssPath = require.resolve('@fontsource-variable/vazirmatn/index.css');
  const css = readFileSync(cssPath, 'utf8');
  fontFaces = [...css.matchAll(/@font-face\s*{[^}]*}/g)]
    .map((m) => m[0])
    .filter((rule) => SUBSETS.some((subset) => rule.includes(`vazirmatn-${subset}-wght-normal.woff2`)))
    .map((rule) =>
      rule
        .replace(/url\(\.\/files\/([^)]+)\)/, (_, file: string) => {
          const data = readFileSync(path.join(path.dirname(cssPath), 'files', file)).toString('base64');
          return `url(data:font/woff2;base64,${data})`;
        })
        .replace(/font-display:\s*\w+/, 'font-display: block'),
    )
    .join('\n');
  return fontFaces;
}

const BASE_STYLE = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Vazirmatn', sans-serif; color: #1f2937; font-size: 11pt; line-height: 1.8; }
h1, h2, h3 { margin: 0 0 0.4em; line-height: 1.4; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: right; padding: 0.35em 0.6em; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
.ltr { direction: ltr; unicode-bidi: isolate; }
`;

export interface DocumentParts {
  /** The document's title (the PDF's title too). */
  title: string;
  body: SafeHtml;
  /** The document's own CSS, after the base style. */
  style?: string;
}

/**
 * A whole printable page: Persian, right to left, Vazirmatn embedded, no script allowed to run and nothing
 * fetched from anywhere (the CSP admits only inline styles, data: fonts and data:/inline pictures).
 */
export function documentHtml({ title, body, style = '' }: DocumentParts): string {
  const csp = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";
  return html`<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(embeddedFonts())}${new SafeHtml(BASE_STYLE)}${new SafeHtml(style)}</style>
</head>
<body>${body}</body>
</html>`.value;
}
