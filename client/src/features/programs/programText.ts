import { textLines } from '../courses/detail/textLines';

function itemText(item: unknown): string {
  if (typeof item === 'string' || typeof item === 'number') return String(item).trim();
  if (item && typeof item === 'object') {
    const { title, name, text } = item as Record<string, unknown>;
    const value = [title, name, text].find((part) => typeof part === 'string');
    return typeof value === 'string' ? value.trim() : '';
  }
  return '';
}

function parseJsonList(text: string): unknown[] | null {
  if (!text.startsWith('[')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A program's benefits or requirements as their items: the stored text is a JSON list (of strings, or of
 * objects with a title, name or text) or one item a line (bullets and numbers dropped). Blank and repeated
 * items are left out; text that only looks like JSON is read line by line.
 */
export function parseTextList(text: string | null | undefined): string[] {
  const trimmed = (text ?? '').trim();
  const list = parseJsonList(trimmed);
  if (!list) return textLines(trimmed);
  return list.map(itemText).filter((item, index, items) => item !== '' && items.indexOf(item) === index);
}
