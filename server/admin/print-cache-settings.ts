import { DEFAULT_PRINT_CACHE_MAX_AGE_MS, DEFAULT_PRINT_CACHE_MAX_BYTES, type PrintCacheBounds } from './print-cache-pruner';

const BYTE_UNITS: Readonly<Record<string, number>> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 };
const AGE_UNITS: Readonly<Record<string, number>> = { h: 3_600_000, d: 86_400_000 };

/**
 * PRINT_CACHE_MAX_BYTES (default 2GB; `500MB`, `10GB`, plain bytes; at least 1MB) and
 * PRINT_CACHE_MAX_AGE (default 30d; `12h`, `90d`, or `off`): the print-file cache's bounds.
 */
export function readPrintCacheBounds(env: NodeJS.ProcessEnv): PrintCacheBounds {
  const bytesRaw = env.PRINT_CACHE_MAX_BYTES?.trim().toLowerCase();
  let maxBytes = DEFAULT_PRINT_CACHE_MAX_BYTES;
  if (bytesRaw) {
    const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb)?$/.exec(bytesRaw);
    maxBytes = m ? Math.floor(Number(m[1]) * BYTE_UNITS[m[2] ?? 'b']!) : NaN;
    if (!(maxBytes >= 1024 ** 2)) throw new Error(`PRINT_CACHE_MAX_BYTES must be a size of at least 1MB (e.g. 500MB, 10GB), got ${env.PRINT_CACHE_MAX_BYTES}`);
  }
  const ageRaw = env.PRINT_CACHE_MAX_AGE?.trim().toLowerCase();
  let maxAgeMs: number | null = DEFAULT_PRINT_CACHE_MAX_AGE_MS;
  if (ageRaw === 'off') maxAgeMs = null;
  else if (ageRaw) {
    const m = /^(\d+)(h|d)$/.exec(ageRaw);
    maxAgeMs = m ? Number(m[1]) * AGE_UNITS[m[2]!]! : NaN;
    if (!(maxAgeMs >= 3_600_000)) throw new Error(`PRINT_CACHE_MAX_AGE must be hours or days (e.g. 12h, 30d) or off, got ${env.PRINT_CACHE_MAX_AGE}`);
  }
  return { maxBytes, maxAgeMs };
}
