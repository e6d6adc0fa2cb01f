import { describe, expect, it } from 'vitest';
import { completeLines } from '../../src/adapters/main-api/progress-call';

describe('reading a growing NDJSON answer', () => {
  it('reads complete lines only, and picks up where it stopped', () => {
    const first = completeLines('{"a":1}\n{"b":', 0);
    expect(first).toEqual({ lines: ['{"a":1}'], next: 8 });
    expect(completeLines('{"a":1}\n{"b":', first.next)).toEqual({ lines: [], next: 8 });
    expect(completeLines('{"a":1}\n{"b":2}\n\n{"c":3}\n', first.next)).toEqual({ lines: ['{"b":2}', '{"c":3}'], next: 25 });
  });
});
