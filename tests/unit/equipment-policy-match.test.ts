import { describe, expect, it } from 'vitest';
import { canSeePage } from '@/lib/auth/roles';
import { rolesFor } from '@/lib/bff/access';
import { firstMatch, inEvaluationOrder, meetsCriteria, type OrderedRule } from '@/server/policies/match';

const rule = (id: string, position: number, criteria: Partial<OrderedRule> = {}): OrderedRule => ({
  id,
  position,
  isDefault: false,
  departments: [],
  countries: [],
  jobTitles: [],
  ...criteria,
});

describe('meetsCriteria', () => {
  it('treats an empty list as any value and compares whole values case-insensitively', () => {
    const engineersInGermany = rule('a', 1, { departments: ['Engineering'], countries: ['DE'] });
    expect(meetsCriteria(engineersInGermany, { department: ' engineering ', country: 'de', jobTitle: null })).toBe(
      true,
    );
    expect(meetsCriteria(engineersInGermany, { department: 'Engineering Ops', country: 'DE', jobTitle: null })).toBe(
      false,
    );
    expect(meetsCriteria(engineersInGermany, { department: null, country: 'DE', jobTitle: 'Engineer' })).toBe(false);
    expect(meetsCriteria(rule('b', 1), { department: null, country: null, jobTitle: null })).toBe(true);
  });
});

describe('firstMatch', () => {
  it('takes the first rule by position and the default rule only when nothing else matches', () => {
    const rules = [
      rule('default', 1, { isDefault: true }),
      rule('sales', 3, { departments: ['Sales'] }),
      rule('uk', 2, { countries: ['GB'] }),
    ];
    expect(inEvaluationOrder(rules).map((entry) => entry.id)).toEqual(['uk', 'sales', 'default']);
    expect(firstMatch(rules, { department: 'Sales', country: 'GB', jobTitle: null })?.id).toBe('uk');
    expect(firstMatch(rules, { department: 'Sales', country: 'US', jobTitle: null })?.id).toBe('sales');
    expect(firstMatch(rules, { department: 'Legal', country: 'US', jobTitle: null })?.id).toBe('default');
    expect(firstMatch(rules.slice(1), { department: 'Legal', country: 'US', jobTitle: null })).toBeNull();
  });
});

describe('who works with equipment policies in the dashboard', () => {
  it('lets IT staff change them, managers read them, and keeps support out', () => {
    expect(canSeePage('it_staff', '/equipment-policies/new')).toBe(true);
    expect(canSeePage('manager', '/equipment-policies')).toBe(true);
    expect(canSeePage('manager', '/equipment-policies/new')).toBe(false);
    expect(canSeePage('manager', '/equipment-policies/edit/0b6f3c1e-0000-4000-8000-000000000000')).toBe(false);
    expect(canSeePage('support', '/equipment-policies')).toBe(false);
    expect(rolesFor('GET /api/equipment-policies')).toEqual(['it_staff', 'manager']);
    expect(rolesFor('PATCH /api/equipment-policies/[id]')).toEqual(['it_staff']);
    expect(rolesFor('POST /api/equipment-policies/preview')).toEqual(['it_staff']);
  });
});
