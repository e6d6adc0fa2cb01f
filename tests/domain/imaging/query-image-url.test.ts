import { describe, expect, it } from 'vitest';
import { withTimestamp } from '../../../src/domain/imaging/query-image-url';

describe('withTimestamp', () => {
  it('adds t=<now> as the first or a further query parameter, before any fragment', () => {
    expect(withTimestamp('https://cdn.example/a.jpg', 1700)).toBe('https://cdn.example/a.jpg?t=1700');
    expect(withTimestamp('/files/a.jpg?w=2', 5)).toBe('/files/a.jpg?w=2&t=5');
    expect(withTimestamp('https://cdn.example/a.jpg#x', 5)).toBe('https://cdn.example/a.jpg?t=5#x');
  });
});
