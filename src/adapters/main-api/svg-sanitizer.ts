import DOMPurify, { type WindowLike } from 'dompurify';

/** Why a template was refused: not SVG markup, still unsafe after sanitising, or no DOM to sanitise with. */
export type SvgRefusal = 'not-svg' | 'unsafe' | 'no-dom';

/**
 * Sanitises an SVG template (SPEC §5 and §8): script elements removed, `javascript:` links stripped,
 * event handlers and foreign HTML dropped — by DOMPurify with its SVG profile, then checked once more
 * by `residualThreat` so that a sanitiser that misbehaves (an odd DOM) fails closed instead of open.
 * This module pulls in DOMPurify: only svg-template.ts imports it, itself loaded dynamically (never in the entry chunk).
 */
export function sanitizeSvg(
  markup: string,
  win: WindowLike | null = typeof window === 'undefined' ? null : window,
): { ok: true; svg: string } | { ok: false; reason: SvgRefusal } {
  if (!win) return { ok: false, reason: 'no-dom' };
  const purify = DOMPurify(win);
  if (!purify.isSupported) return { ok: false, reason: 'no-dom' };
  // Event-handler attributes go before parsing: Chromium compiles an SVG element's onload even in
  // DOMPurify's inert parsing document (the CSP blocks it, but nothing should get that far).
  const clean = purify
    .sanitize(stripEventHandlers(markup), { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['script', 'foreignObject', 'style'] })
    .trim();
  if (!/^<svg[\s>]/i.test(clean)) return { ok: false, reason: 'not-svg' };
  if (residualThreat(clean) !== null) return { ok: false, reason: 'unsafe' };
  return { ok: true, svg: clean };
}

/** Removes every on*="…" attribute from markup, quoted or not. A first pass only: DOMPurify follows. */
export function stripEventHandlers(markup: string): string {
  const handler = /(<[^>]*?)\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
  let previous: string;
  let current = markup;
  do {
    previous = current;
    current = current.replace(handler, '$1');
  } while (current !== previous);
  return current;
}

/**
 * What in sanitised markup could still run code, or null: a script or foreignObject element, an
 * event-handler attribute, or an attribute whose value is a javascript: URL (also when split by
 * whitespace or written with character references, which browsers decode in attribute values).
 */
export function residualThreat(markup: string): string | null {
  if (/<\s*script\b/i.test(markup)) return 'script element';
  if (/<\s*foreignObject\b/i.test(markup)) return 'foreignObject element';
  if (/\son[a-z]+\s*=/i.test(markup)) return 'event handler';
  for (const [, quoted, single, bare] of markup.matchAll(/=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    const value = (quoted ?? single ?? bare ?? '')
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;|&newline;/gi, '')
      .replace(/[\s\u0000-\u001f]+/g, '');
    if (/^javascript:/i.test(value) || /url\(\s*['"]?javascript:/i.test(value)) return 'javascript: URL';
  }
  return null;
}
