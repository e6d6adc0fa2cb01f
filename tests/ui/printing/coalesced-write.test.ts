import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedWrite } from '../../../src/ui/printing/coalesced-write';

describe('coalescedWrite (the zoom slider and live region during a gesture)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a change after a quiet spell at once', () => {
    const written: number[] = [];
    const writer = coalescedWrite((v: number) => written.push(v), 150);
    writer.push(1);
    expect(written).toEqual([1]);
    vi.advanceTimersByTime(1000);
    writer.push(2);
    expect(written).toEqual([1, 2]);
  });

  it('writes quick successive changes once, the last value, when they stop', () => {
    const written: number[] = [];
    const writer = coalescedWrite((v: number) => written.push(v), 150);
    writer.push(0);
    for (let i = 1; i <= 20; i++) {
      vi.advanceTimersByTime(50); // a wheel step every 50 ms
      writer.push(i);
    }
    expect(written).toEqual([0]);
    vi.advanceTimersByTime(149);
    expect(written).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual([0, 20]);
  });

  it('writes nothing after dispose', () => {
    const written: number[] = [];
    const writer = coalescedWrite((v: number) => written.push(v), 150);
    writer.push(0);
    writer.push(1);
    writer.dispose();
    vi.advanceTimersByTime(1000);
    expect(written).toEqual([0]);
  });
});
