const BULLET = /^\s*(?:[-–•*▪●✓✔]|\d+[.)-]|[۰-۹]+[.)-])\s*/;

/** A newline-separated text (one item a line, maybe with bullets or numbers) as its distinct items. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line, index, lines) => line !== '' && lines.indexOf(line) === index);
}
