import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../src/domain/json-text';

describe('parseJsonText', () => {
  it('reads any JSON value, null and false included', () => {
    expect(parseJsonText('{"id":"c1","tags":[1,2]}')).toEqual({ id: 'c1', tags: [1, 2] });
    expect(parseJsonText('[]')).toEqual([]);
    expect(parseJsonText('null')).toBeNull();
    expect(parseJsonText('false')).toBe(false);
    expect(parseJsonText(' 42 ')).toBe(42);
  });

  it('answers undefined when there is no text or it is not JSON', () => {
    expect(parseJsonText(undefined)).toBeUndefined();
    expect(parseJsonText(null)).toBeUndefined();
    expect(parseJsonText('')).toBeUndefined();
    expect(parseJsonText('{"id":')).toBeUndefined();
    expect(parseJsonText('undefined')).toBeUndefined();
  });
});
