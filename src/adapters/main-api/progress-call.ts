import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { ImportProgress } from '../../application/ports/admin-catalogue-api';
import type { ApiFailure } from '../../application/ports/main-api';
import { ApiErrorBodyCodec } from '../../contract/api-error';
import { IMPORT_PROGRESS_MEDIA_TYPE, ImportErrorLineCodec, ImportProgressLineCodec, importDoneLineCodec } from '../../contract/admin-import';
import { describeDecodeErrors } from '../../contract/decode-errors';
import type { AnyEndpoint } from '../../contract/endpoints/endpoint';
import type { CallInput, MainApiTransport } from './transport';

/** A long import may take this long in all (upload included) before it is given up. */
const PROGRESS_CALL_TIMEOUT_MS = 5 * 60_000;

const codeOf = (status: number): ApiFailure['code'] =>
  status === 404 ? 'api/not-found' : status === 401 ? 'api/unauthorized' : status < 500 ? 'api/bad-request' : 'api/server';

/** Reads the complete lines of a growing NDJSON text from `from`; answers the lines and where the next read starts. */
export function completeLines(text: string, from: number): { lines: string[]; next: number } {
  const end = text.lastIndexOf('\n');
  if (end < from) return { lines: [], next: from };
  return {
    lines: text
      .slice(from, end)
      .split('\n')
      .filter((l) => l.trim() !== ''),
    next: end + 1,
  };
}

export interface ProgressCallInput<A> {
  readonly answer: t.Type<A, unknown>;
  readonly onProgress: (progress: ImportProgress) => void;
  /** Tests hand in their own; browsers use XMLHttpRequest (fetch reports no upload progress). */
  readonly xhr?: () => XMLHttpRequest;
}

/**
 * A POST that reports how it goes (the product import, issue #17): the upload's bytes sent, then the
 * server's `progress` lines (checking / writing rows) as they arrive, then the answer decoded with the
 * endpoint's codec. The transport's own URL, body, headers and 401 recovery (issue #36: one
 * transport); only the request itself is XMLHttpRequest, because fetch reports no upload progress.
 */
export function progressCall<E extends AnyEndpoint, A>(
  transport: MainApiTransport,
  endpoint: E,
  input: CallInput<E>,
  progress: ProgressCallInput<A>,
): Promise<Either<ApiFailure, A>> {
  return transport.withRecovery({}, () =>
    attempt(transport.url(endpoint, input), transport.bodyOf(endpoint, input) ?? '', () => transport.headers(IMPORT_PROGRESS_MEDIA_TYPE), progress),
  );
}

function attempt<A>(url: URL, body: string, headers: () => Record<string, string>, input: ProgressCallInput<A>): Promise<Either<ApiFailure, A>> {
  const where = url.pathname;
  const doneCodec = importDoneLineCodec(input.answer);
  return new Promise((resolve) => {
    const xhr = input.xhr?.() ?? new XMLHttpRequest();
    let read = 0;
    let outcome: Either<ApiFailure, A> | undefined;
    const readLines = () => {
      if (xhr.status !== 200) return;
      const { lines, next } = completeLines(xhr.responseText, read);
      read = next;
      for (const line of lines) {
        let json: unknown;
        try {
          json = JSON.parse(line);
        } catch {
          outcome = left({ code: 'api/decode', status: 200, message: `${where}: the answer is not valid JSON` });
          continue;
        }
        const progress = ImportProgressLineCodec.decode(json);
        if (!isLeft(progress)) {
          input.onProgress({ phase: progress.right.phase, done: progress.right.done, total: progress.right.total });
          continue;
        }
        const failed = ImportErrorLineCodec.decode(json);
        if (!isLeft(failed)) {
          outcome = left({ code: codeOf(failed.right.status), status: failed.right.status, message: failed.right.message });
          continue;
        }
        const done = doneCodec.decode(json);
        outcome = isLeft(done)
          ? left({ code: 'api/decode', status: 200, message: `${where}: ${describeDecodeErrors(done.left)[0]}` })
          : right(done.right.answer as A);
      }
    };
    xhr.open('POST', url.toString());
    xhr.timeout = PROGRESS_CALL_TIMEOUT_MS;
    for (const [name, value] of Object.entries({ ...headers(), 'content-type': 'application/json' })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) input.onProgress({ phase: 'uploading', done: e.loaded, total: e.total });
    };
    xhr.onprogress = readLines;
    xhr.onload = () => {
      if (xhr.status !== 200) {
        let message = `HTTP ${xhr.status}`;
        try {
          const body = ApiErrorBodyCodec.decode(JSON.parse(xhr.responseText));
          if (!isLeft(body)) message = body.right.message;
        } catch {
          // Not JSON: the status line says enough.
        }
        resolve(left({ code: codeOf(xhr.status), status: xhr.status, message }));
        return;
      }
      readLines();
      resolve(outcome ?? left({ code: 'api/network', message: `${where}: the answer broke off before the end` }));
    };
    xhr.onerror = () => resolve(left({ code: 'api/network', message: `${where}: network error` }));
    xhr.ontimeout = () => resolve(left({ code: 'api/network', message: `${where}: the request timed out` }));
    xhr.send(body);
  });
}
