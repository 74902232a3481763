// A program deleted while admins record its spending: on PostgreSQL the two really overlap. The entry's
// transaction locks the program row first, so it either waits for the delete and answers 'not found', or
// commits first and the delete cancels the program instead: never a foreign-key failure (a 500).
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { programSpendings, programs } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { insertProgram } from '../../testing/fundraising';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const entry = { spentOn: '2025-06-01', amount: 1000, description: 'هزینه‌ی هم‌زمان' };

describe('spending entries racing a program delete', () => {
  it('an entry sent while the delete holds the program waits and is not found', async ({ app, asAdmin }) => {
    const { id } = await insertProgram(app);
    const deleting = app.db.transaction(async (tx) => {
      await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, id)).for('update');
      await pause(300);
      await tx.delete(programs).where(eq(programs.id, id));
    });
    await pause(50);
    const recording = app.rest('POST', `/api/admin/programs/${id}/spendings`, entry, asAdmin.headers);
    const [, response] = await Promise.all([deleting, recording]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('برنامه مورد نظر یافت نشد');
  });

  it('entries and a delete sent together: the program is cancelled with all its entries, or gone without any', async ({
    app,
    asAdmin,
  }) => {
    const { id } = await insertProgram(app);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        app.rest('POST', `/api/admin/programs/${id}/spendings`, entry, asAdmin.headers),
      ),
      app.rest('DELETE', `/api/admin/programs/${id}`, undefined, asAdmin.headers),
      ...Array.from({ length: 4 }, () =>
        app.rest('POST', `/api/admin/programs/${id}/spendings`, entry, asAdmin.headers),
      ),
    ]);
    for (const answer of answers) expect([200, 201, 404]).toContain(answer.statusCode);
    const stored = await app.db.select().from(programSpendings).where(eq(programSpendings.programId, id));
    const [program] = await app.db.select().from(programs).where(eq(programs.id, id));
    expect(stored).toHaveLength(answers.filter((a) => a.statusCode === 201).length);
    if (program) expect(program.status).toBe(stored.length > 0 ? 'CANCELLED' : 'ACTIVE');
    else expect(stored).toHaveLength(0);
  });
});
