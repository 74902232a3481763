export const SAVED_PROGRAMS_KEY = 'savedPrograms';

/** The saved program ids kept in localStorage (nothing when unreadable). */
export function readSavedPrograms(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_PROGRAMS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Adds or removes a program; answers whether it is saved now. */
export function toggleSavedProgram(id: number): boolean {
  const ids = readSavedPrograms();
  const saved = !ids.includes(id);
  const next = saved ? [...ids, id] : ids.filter((other) => other !== id);
  try {
    localStorage.setItem(SAVED_PROGRAMS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
  return saved;
}
