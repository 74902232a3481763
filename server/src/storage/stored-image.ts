import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

/** True when the address (without its query, e.g. a picture's `?w=` width) names an image file this site stored. */
export async function isStoredImage(db: Db, address: string): Promise<boolean> {
  const path = address.replace(/[?#].*$/, '');
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.url, path), like(files.mimeType, 'image/%')));
  return file !== undefined;
}
