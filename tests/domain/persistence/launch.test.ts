import { describe, expect, it } from 'vitest';
import { isNewLaunch, NEW_LAUNCH_AFTER_MS } from '../../../src/domain/persistence';

describe('a new launch (SPEC §9: after over 12 hours)', () => {
  const t0 = Date.parse('2026-11-21T08:00:00Z');
  it('the first visit, or more than 12 hours since the last, is a new launch; exactly 12 hours is not', () => {
    expect(NEW_LAUNCH_AFTER_MS).toBe(43_200_000);
    expect(isNewLaunch(undefined, t0)).toBe(true);
    expect(isNewLaunch(t0, t0 + 43_200_000)).toBe(false);
    expect(isNewLaunch(t0, t0 + 43_200_001)).toBe(true);
    expect(isNewLaunch(t0, t0 + 60_000)).toBe(false);
  });
  it('a clock that went backwards counts as a new launch', () => {
    expect(isNewLaunch(t0, t0 - 1)).toBe(true);
  });
});
