import { escapeHtml } from '@common/html';

/** Markup that is already safe to place in a document (built by `html` or read from a trusted file). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/**
 * A tagged template for server-made documents: every interpolated value is escaped unless it is itself
 * `SafeHtml` (a nested `html` fragment), so a donor's name or a program title can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}
