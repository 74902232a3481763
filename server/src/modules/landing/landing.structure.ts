import type { Landing } from './landing.types';

export interface LandingRow {
  sectionKey: string;
  title: string | null;
  subtitle: string | null;
  content: string | null;
  extraData: string | null;
}

const FIELDS = {
  hero: ['title', 'subtitle'],
  stats: ['title', 'subtitle', 'studentsHelped', 'donorsActive', 'projectsCompleted', 'fundsRaised'],
  programs: ['title', 'subtitle', 'scholarships', 'supplies', 'mentorship', 'infrastructure'],
  testimonials: ['title', 'subtitle', 'data'],
  cta: ['title', 'subtitle'],
} as const;

type Section = keyof typeof FIELDS;

function fieldValue(row: LandingRow): string | null {
  return row.content ?? row.extraData ?? row.title ?? row.subtitle ?? null;
}

/**
 * Rows keyed '{section}.{field}' fill that field with their content (else extraData, title, subtitle).
 * Rows arrive ordered by orderIndex; the first row for a key wins. Missing fields stay null.
 */
export function buildLanding(rows: readonly LandingRow[]): Landing {
  const landing = Object.fromEntries(
    Object.entries(FIELDS).map(([section, fields]) => [
      section,
      Object.fromEntries(fields.map((field) => [field, null])),
    ]),
  ) as unknown as Record<Section, Record<string, string | null>>;

  for (const row of rows) {
    const dot = row.sectionKey.indexOf('.');
    if (dot < 0) continue;
    const section = row.sectionKey.slice(0, dot) as Section;
    const field = row.sectionKey.slice(dot + 1);
    const target = landing[section];
    if (!target || !(field in target) || target[field] !== null) continue;
    target[field] = fieldValue(row);
  }
  return landing as unknown as Landing;
}
