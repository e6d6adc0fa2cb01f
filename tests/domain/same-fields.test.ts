import { describe, expect, it } from 'vitest';
import { sameFields } from '../../src/domain/same-fields';

describe('sameFields', () => {
  const a = { x: 1, y: 'a', list: [1], other: true };

  it('holds when every named field is the same value', () => {
    expect(sameFields(a, { ...a, other: false }, ['x', 'y', 'list'])).toBe(true);
  });

  it('fails on the first named field that differs, and compares by identity', () => {
    expect(sameFields(a, { ...a, y: 'b' }, ['x', 'y'])).toBe(false);
    expect(sameFields(a, { ...a, list: [1] }, ['list'])).toBe(false);
  });

  it('holds with no field named', () => {
    expect(sameFields(a, { ...a, x: 2 }, [])).toBe(true);
  });
});
