import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@common/constants';

/** The widths pictures are offered in (srcset); any other `w` is refused, so nobody fills the cache. */
export const VARIANT_WIDTHS = IMAGE_VARIANT_WIDTHS;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Stored pictures that can be resized (SVG and GIF are sent as they are). */
const RESIZABLE = new Set(['jpg', 'png', 'webp']);
/** Larger than any honest upload (5 MB): a decompression bomb is refused instead of decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export type VariantFormat = 'webp' | 'original';

export function isResizable(key: string): boolean {
  return RESIZABLE.has(key.slice(key.lastIndexOf('.') + 1));
}

export function parseVariantWidth(raw: unknown): VariantWidth | null | 'invalid' {
  if (raw === undefined) return null;
  const width = Number(raw);
  return (VARIANT_WIDTHS as readonly number[]).includes(width) ? (width as VariantWidth) : 'invalid';
}

/** WebP when the browser says it takes it (every current one does); the stored format otherwise. */
export function variantFormatFor(accept: string | undefined): VariantFormat {
  return accept?.includes('image/webp') ? 'webp' : 'original';
}

/**
 * The picture at `source` no wider than `width` (never enlarged), made once with sharp and kept under
 * `cacheDir`; later requests read the kept file. Written to a temporary name and renamed, so two first
 * requests at once never leave a half-written file.
 */
export async function variantFile(
  source: string,
  key: string,
  width: VariantWidth,
  format: VariantFormat,
  cacheDir: string,
): Promise<string> {
  const extension = format === 'webp' ? 'webp' : key.slice(key.lastIndexOf('.') + 1);
  const target = path.join(cacheDir, ...`${key}.${width}w.${extension}`.split('/'));
  if (
    await stat(target).then(
      (info) => info.isFile(),
      () => false,
    )
  )
    return target;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    // Loaded with the first size to make (~30 MB once loaded): later requests read kept files.
    const { default: sharp } = await import('sharp');
    const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
      width,
      withoutEnlargement: true,
    });
    const encoded = format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline;
    await encoded.toFile(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return target;
}

/** Removes every kept size of a stored picture (its file was deleted). */
export async function removeVariants(key: string, cacheDir: string): Promise<void> {
  const base = path.join(cacheDir, ...key.split('/'));
  await Promise.all(
    VARIANT_WIDTHS.flatMap((width) =>
      ['webp', key.slice(key.lastIndexOf('.') + 1)].map((extension) =>
        rm(`${base}.${width}w.${extension}`, { force: true }),
      ),
    ),
  );
}
