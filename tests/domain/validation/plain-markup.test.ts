import { describe, expect, it } from 'vitest';
import { isPlainMarkup } from '../../../src/domain/validation/plain-markup';

describe('isPlainMarkup: backend HTML drawn without a sanitiser only when it can hold nothing active', () => {
  it.each([
    ['text alone', 'Free shipping & more > less'],
    ['the seeded banner', '<strong>Free shipping</strong> on every order of 3 tiles or more. <a href="/shop-all">Shop now</a>'],
    ['character references', '<strong>Print &amp; pick up today</strong> at a store near you.'],
    ['paragraphs and lists', '<p>Yes.</p><ul><li>One</li><li><em>Two</em></li></ul><ol><li><b>x</b><i>y</i><u>z</u></li></ol>'],
    ['line breaks', 'a<br>b<br/>c<br />d'],
    ['an https link', '<a href="https://example.com/help?x=1&amp;y=2">help</a>'],
    ['a bare anchor', '<a>name</a>'],
    ['nothing', ''],
  ])('%s is plain', (_, html) => expect(isPlainMarkup(html)).toBe(true));

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<strong onclick="alert(1)">x</strong>'],
    ['an image', '<img src=x onerror=alert(1)>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an http link', '<a href="http://example.com">x</a>'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>'],
    ['a backslash link', '<a href="/\\evil.example">x</a>'],
    ['a second attribute', '<a href="/x" target="_blank">x</a>'],
    ['an unquoted href', '<a href=/x>x</a>'],
    ['an upper-case tag', '<STRONG>x</STRONG>'],
    ['a style', '<style>body{}</style>'],
    ['a comment', '<!-- x -->'],
    ['a tag name that starts like an allowed one', '<pre>x</pre><bdo>y</bdo><audio src=x>'],
    ['a lone <', 'a < b'],
    ['an svg', '<svg onload=alert(1)>'],
  ])('%s is not', (_, html) => expect(isPlainMarkup(html)).toBe(false));
});
