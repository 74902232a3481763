import { describe, expect, it } from 'vitest';
import { addSkill, skillCountState, skillSuggestions } from './skillSuggestions';

describe('skills', () => {
  it('adds a trimmed skill once and never a blank one', () => {
    expect(addSkill(['الف'], '  ب  ')).toEqual(['الف', 'ب']);
    expect(addSkill(['الف'], 'الف')).toEqual(['الف']);
    expect(addSkill(['الف'], '   ')).toEqual(['الف']);
  });

  it('suggests at most 12 skills of the category not yet chosen, none for health', () => {
    const all = skillSuggestions('TECHNOLOGY', []);
    expect(all).toHaveLength(12);
    const rest = skillSuggestions('TECHNOLOGY', [all[0], all[1]]);
    expect(rest).not.toContain(all[0]);
    expect(rest).toHaveLength(12);
    expect(skillSuggestions('HEALTH', [])).toEqual([]);
    expect(skillSuggestions('', [])).toEqual([]);
  });

  it('calls fewer than 5 low, 5 to 15 good and more too many', () => {
    expect([0, 4, 5, 15, 16].map(skillCountState)).toEqual(['low', 'low', 'good', 'good', 'tooMany']);
  });
});
