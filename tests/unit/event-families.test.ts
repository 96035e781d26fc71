import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@/lib/contract/webhooks';
import { ApiError } from '@/server/core/errors';
import { readableEventTypes, scopeOfEventType } from '@/server/events/families';

describe('readableEventTypes', () => {
  it('gives a key every family it may read without a filter, and a write scope reads too', () => {
    expect(readableEventTypes(['device_actions:write'], undefined)).toEqual(
      EVENT_TYPES.filter((type) => type.startsWith('logistics.')),
    );
  });

  it('expands wildcards and lists, keeping only what the key may read', () => {
    expect(readableEventTypes(['quotes:read'], 'quote.pending, logistics.*')).toEqual(['quote.pending']);
    expect(readableEventTypes(['quotes:read', 'employees:read'], 'quote.*,onboarding.*')).toEqual(
      EVENT_TYPES.filter((type) => type.startsWith('quote.') || type.startsWith('onboarding.')),
    );
  });

  it('refuses a filter naming only families the key may not read, naming the scopes that would', () => {
    try {
      readableEventTypes(['device_actions:read'], 'quote.*,employee.created');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).details).toMatchObject({ required_scopes: ['quotes:read', 'employees:read'] });
    }
  });

  it('refuses a type that does not exist', () => {
    expect(() => readableEventTypes(['quotes:read'], 'quote.exploded')).toThrow(/not an event type/);
  });

  it('maps every event type to a scope', () => {
    for (const type of EVENT_TYPES) expect(scopeOfEventType(type)).toMatch(/:(read|manage)$/);
  });
});
