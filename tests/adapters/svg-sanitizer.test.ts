import { describe, expect, it } from 'vitest';
import { residualThreat, sanitizeSvg, stripEventHandlers } from '../../src/adapters/main-api/svg-sanitizer';
import { MONOGRAM_TEMPLATE_SVG } from '../../server/seed/catalogue';

/**
 * The sanitising itself is DOMPurify's, and only a real browser DOM exercises it faithfully (happy-dom
 * does not put <svg> in the SVG namespace): tests/e2e/catalogue.spec.ts serves a hostile template to
 * Chromium and checks the page. Here: the fail-closed check that runs after DOMPurify, and refusals.
 */
describe('residualThreat: what sanitised SVG must never contain (SPEC §5)', () => {
  it.each([
    ['<svg><script>alert(1)</script></svg>', 'script element'],
    ['<svg>< SCRIPT src="x.js"/></svg>', 'script element'],
    ['<svg><foreignObject><div/></foreignObject></svg>', 'foreignObject element'],
    ['<svg><rect onclick="alert(1)"/></svg>', 'event handler'],
    ['<svg><rect ONLOAD = "x()"/></svg>', 'event handler'],
    ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'javascript: URL'],
    ['<svg><a xlink:href=" JavaScript:alert(1)"><rect/></a></svg>', 'javascript: URL'],
    ['<svg><a href="java\tscript:alert(1)"/></svg>', 'javascript: URL'],
    ['<svg><a href="&#106;avascript&#58;alert(1)"/></svg>', 'javascript: URL'],
    ['<svg><a href="&#x6A;avascript&colon;alert(1)"/></svg>', 'javascript: URL'],
  ])('flags %s', (markup, threat) => {
    expect(residualThreat(markup)).toBe(threat);
  });

  it('passes the seeded template and ordinary links', () => {
    expect(residualThreat(MONOGRAM_TEMPLATE_SVG)).toBeNull();
    expect(residualThreat('<svg><a href="/shop-all"><text>Java script: a language</text></a></svg>')).toBeNull();
  });
});

describe('stripEventHandlers: the first pass, before any parsing', () => {
  it('removes every event-handler attribute, quoted or not, several per element', () => {
    expect(stripEventHandlers(`<svg onload="a()"><rect width="2" onclick='b()' ONMOUSEOVER=c() id="r"/></svg>`)).toBe('<svg><rect width="2" id="r"/></svg>');
    expect(stripEventHandlers(MONOGRAM_TEMPLATE_SVG)).toBe(MONOGRAM_TEMPLATE_SVG);
  });
});

describe('sanitizeSvg', () => {
  it('refuses without a DOM rather than pass markup through unsanitised', () => {
    expect(sanitizeSvg('<svg><script>alert(1)</script></svg>', null)).toEqual({ ok: false, reason: 'no-dom' });
    expect(sanitizeSvg(MONOGRAM_TEMPLATE_SVG)).toEqual({ ok: false, reason: 'no-dom' }); // this suite runs in Node
  });
});
