import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../src/domain/seo/script-json';

describe('scriptJson', () => {
  it('writes JSON that cannot close its script element or open a comment', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
  });
});
