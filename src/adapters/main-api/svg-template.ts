import { left, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import { sanitizeSvg } from './svg-sanitizer';
import { failureOf } from './transport';

/** The largest SVG template the client accepts (a template is a few KB; this only stops abuse). */
export const MAX_SVG_TEMPLATE_BYTES = 512 * 1024;

/**
 * GET of a product's SVG template (a stored file, not a main-API call: no tenant query, version or
 * token), then sanitised. With DOMPurify, in a chunk of its own that HttpMainApi loads on first use:
 * only a product with a template asks it (issue 27's JS budget).
 */
export async function getSvgTemplate(templateUrl: string): Promise<Either<ApiFailure, string>> {
  const where = `SVG template ${templateUrl}`;
  let response: Response;
  try {
    response = await fetch(new URL(templateUrl, globalThis.location?.href ?? 'http://localhost/'), { headers: { accept: 'image/svg+xml' } });
  } catch (error) {
    return left({ code: 'api/network', message: `${where}: ${error instanceof Error ? error.message : 'network error'}` });
  }
  if (!response.ok) return left({ ...(await failureOf(response)), message: `${where}: HTTP ${response.status}` });
  const markup = await response.text();
  if (markup.length > MAX_SVG_TEMPLATE_BYTES) return left({ code: 'api/decode', status: response.status, message: `${where}: too large` });
  const clean = sanitizeSvg(markup);
  return clean.ok
    ? right(clean.svg)
    : left({
        code: 'api/decode',
        status: response.status,
        message: `${where}: ${clean.reason === 'not-svg' ? 'not an SVG document' : 'cannot be sanitised here'}`,
      });
}
