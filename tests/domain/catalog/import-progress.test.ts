import { describe, expect, it } from 'vitest';
import { importStepPercent, importStepText } from '../../../src/domain/catalog';

describe('import progress in words', () => {
  it('names each step with its figures', () => {
    expect(importStepText({ phase: 'uploading', done: 819_200, total: 2_048_000 })).toBe('Sending the file: 40 %');
    expect(importStepText({ phase: 'checking', done: 1000, total: 5000 })).toBe('Checking rows: 1,000 of 5,000');
    expect(importStepText({ phase: 'writing', done: 2500, total: 5000 })).toBe('Writing products: 2,500 of 5,000 rows');
  });

  it('counts whole percent, never past 100; an empty step is done', () => {
    expect(importStepPercent({ phase: 'checking', done: 4999, total: 5000 })).toBe(99);
    expect(importStepPercent({ phase: 'writing', done: 6, total: 5 })).toBe(100);
    expect(importStepPercent({ phase: 'uploading', done: 0, total: 0 })).toBe(100);
  });
});
