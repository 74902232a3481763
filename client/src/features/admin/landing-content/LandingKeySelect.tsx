import type { LandingSection } from '@common/enums';
import { isLandingKey, LANDING_KEY_LIST, LANDING_KEYS } from '@common/landing-keys';
import type { ComponentProps } from 'react';

interface LandingKeySelectProps extends ComponentProps<'select'> {
  /** Only this section's keys (an add from the section's own button); every section's when null. */
  section: LandingSection | null;
  /** The saved item's key, offered even when the site no longer reads it (the server then refuses it). */
  savedKey?: string;
}

const optionOf = (key: string) => (
  <option key={key} value={key}>
    {isLandingKey(key) ? `${key} — ${LANDING_KEYS[key]}` : key}
  </option>
);

/**
 * The keys the home page reads, each with what it fills (common/landing-keys.ts), in section order. No
 * optgroups: the keys already start with their section.
 */
export function LandingKeySelect({ section, savedKey, ...select }: LandingKeySelectProps) {
  const legacy = savedKey && !isLandingKey(savedKey) ? savedKey : null;
  return (
    <select {...select}>
      <option value="">انتخاب کلید…</option>
      {legacy && optionOf(legacy)}
      {LANDING_KEY_LIST.filter((key) => !section || key.startsWith(`${section}.`)).map(optionOf)}
    </select>
  );
}
