/**
 * Whether a parent page's origin may talk to the embedded store (OWASP ASVS V3: check the origin
 * of every postMessage). Patterns are exact origins or `scheme://host:*` for any port.
 */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === origin) return true;
    if (!pattern.endsWith(':*')) return false;
    const base = pattern.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
  });
}
