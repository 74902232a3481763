import { normalizeSearchText } from '@common/text';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';

/** A program's columns as its writers give them: `search_text` is never given, it is derived here. */
export type ProgramValues = Omit<typeof programs.$inferInsert, 'searchText'>;

/** The text kept in `programs.search_text`: name and description, normalised with common/text. */
export function programSearchText(program: { name: string; description?: string | null }): string {
  return normalizeSearchText(`${program.name} ${program.description ?? ''}`);
}

const withSearchText = (values: ProgramValues) => ({ ...values, searchText: programSearchText(values) });

/**
 * The one way to add programs (seed, admin editor, tests): each row's search text is derived from it.
 * Answers the new ids in the order given.
 */
export async function insertPrograms(db: Db, rows: ProgramValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(programs).values(rows.map(withSearchText)).returning({ id: programs.id });
  return inserted.map((row) => row.id);
}

/** The one way to change a program's name or description: the search text follows in the same statement. */
export async function updateProgram(db: Db, id: number, changes: Partial<ProgramValues>): Promise<void> {
  const { id: _id, ...values } = changes;
  if (values.name === undefined && values.description === undefined) {
    await db.update(programs).set(values).where(eq(programs.id, id));
    return;
  }
  if (values.name !== undefined && values.description !== undefined) {
    // Both given (the admin form): nothing to read first.
    const searchText = programSearchText({ name: values.name, description: values.description });
    await db
      .update(programs)
      .set({ ...values, searchText })
      .where(eq(programs.id, id));
    return;
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: programs.name, description: programs.description })
      .from(programs)
      .where(eq(programs.id, id))
      .for('update');
    if (!current) return;
    const searchText = programSearchText({ ...current, ...values });
    await tx
      .update(programs)
      .set({ ...values, searchText })
      .where(eq(programs.id, id));
  });
}
