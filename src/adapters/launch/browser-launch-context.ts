import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { InitialData, LaunchContext } from '../../application/ports/launch-context';
import { describeDecodeErrors } from '../../contract/decode-errors';

/** tpx-initial-data: every field optional; unknown fields are ignored. */
export const InitialDataCodec = t.partial({
  tenantId: t.string,
  tenant: t.string,
  productId: t.string,
  frameColor: t.string,
  filter: t.string,
  matColor: t.string,
  test: t.boolean,
});

/** Parses tpx-initial-data; a malformed value is logged and ignored (SPEC §8: logged only). */
export function parseInitialData(raw: string | null, log: (message: string) => void): InitialData | null {
  if (raw === null || raw.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    log(`tpx-initial-data is not valid JSON and was ignored: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const decoded = InitialDataCodec.decode(json);
  if (isLeft(decoded)) {
    log(`tpx-initial-data was ignored: ${describeDecodeErrors(decoded.left)[0]}`);
    return null;
  }
  return decoded.right;
}

function isEmbedded(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin top throws: we are framed
  }
}

/** Reads what the page was opened with, once. */
export function browserLaunchContext(win: Window = window): LaunchContext {
  const search = win.location.search.replace(/^\?/, '');
  return {
    hostname: win.location.hostname,
    search,
    path: win.location.pathname,
    embedded: isEmbedded(win),
    initialData: parseInitialData(new URLSearchParams(search).get('tpx-initial-data'), (m) => console.warn(m)),
  };
}
