/**
 * `fetch` for a request body with upload progress: `fetch` reports none for a body, XMLHttpRequest's
 * `upload` events do. It answers a real `Response`, so the main-API transport reads an upload's answer
 * and failures exactly as any other call's (transport.ts `upload`). Same origin as the API, so the
 * CSP's `connect-src 'self'` covers it.
 */
export type ProgressFetch = (
  url: URL,
  init: { readonly method: string; readonly headers: Readonly<Record<string, string>>; readonly body: Blob; readonly signal?: AbortSignal },
  onProgress: (fraction: number) => void,
) => Promise<Response>;

/** Why an upload got no answer, in words the admin reads (the transport shows them as they are). */
export const UPLOAD_BROKE_OFF = 'The upload broke off: check the connection and try again.';
export const UPLOAD_CANCELLED = 'The upload was cancelled.';

/** The answer's headers as XMLHttpRequest gives them (`name: value` lines). */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export const xhrFetch: ProgressFetch = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url.toString());
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () =>
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    xhr.onerror = () => reject(new TypeError(UPLOAD_BROKE_OFF));
    xhr.ontimeout = () => reject(new TypeError(UPLOAD_BROKE_OFF));
    xhr.onabort = () => reject(new DOMException(UPLOAD_CANCELLED, 'AbortError'));
    if (init.signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
