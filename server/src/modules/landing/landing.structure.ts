import { LANDING_SECTIONS } from '@common/enums';
import { landingFieldsOf, landingValueField } from '@common/landing-keys';
import type { Landing } from './landing.types';

export interface LandingRow {
  sectionKey: string;
  title: string | null;
  subtitle: string | null;
  content: string | null;
  extraData: string | null;
}

type Section = (typeof LANDING_SECTIONS)[number];

/** Each section's fields: the keys the admin may save (common/landing-keys.ts), so none is saved unread. */
const FIELDS = Object.fromEntries(LANDING_SECTIONS.map((section) => [section, landingFieldsOf(section)]));

function fieldValue(row: LandingRow): string | null {
  const field = landingValueField(row);
  return field && row[field];
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
