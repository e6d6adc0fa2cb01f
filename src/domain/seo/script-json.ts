/**
 * JSON to write inside a `<script>` element (the boot block, JSON-LD): nothing in it can close the
 * element or open a comment (`<`, `>`, `&` escaped), and the line separators JavaScript once refused
 * are escaped too. `JSON.parse` reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
