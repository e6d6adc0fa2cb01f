import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { ApiErrorBodyCodec } from '../../contract/api-error';
import { describeDecodeErrors } from '../../contract/decode-errors';
import { fillPath, type AnyEndpoint, type PathParams } from '../../contract/endpoints/endpoint';
import type { AccessTokenSource, UnauthorizedRecovery } from '../../application/ports/access-token';
import type { ApiFailure } from '../../application/ports/main-api';
import type { ClientSettings } from '../../application/tokens';
import { loadChunk } from '../../application/loading/chunk-loader';
import { browserRetryPolicy, isTransientStatus, retryAfterMs, withRetries, type AttemptResult, type RetryPolicy } from '../transient-retry';
import type { ProgressFetch } from './progress-fetch';

/**
 * XMLHttpRequest's upload with progress (progress-fetch.ts), loaded on the first file upload: only an
 * admin's uploads send one, so it stays out of the storefront's entry (issue 27's JS budget). A load
 * that fails answers as the upload's network failure.
 */
const loadXhrFetch = (): Promise<ProgressFetch> => loadChunk(() => import('./progress-fetch')).then((m) => m.xhrFetch);

/** The version header every main-API request carries (SPEC §7). */
export const VERSION_HEADER = 'x-tpx-version';

/** How long a main-API call may stay unanswered. */
export const DEFAULT_API_TIMEOUT_MS = 20_000;

/** Today's 401 handling until the accounts issue binds its own: no refresh, no sign-in, the 401 is the answer. */
export const giveUpOnUnauthorized: UnauthorizedRecovery = { recover: async () => 'give-up' };

type CodecOf<C> = [C] extends [{ readonly _A: infer A } | null] ? A : never;

/** What one call sends besides the transport's own parts: path params, query and body, each as the endpoint types them. */
export type CallInput<E extends AnyEndpoint> = ([PathParams<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<PathParams<E['path']>, string>> }) &
  ([CodecOf<E['query']>] extends [undefined] ? { readonly query?: undefined } : { readonly query: CodecOf<E['query']> }) &
  ([CodecOf<E['body']>] extends [undefined] ? { readonly body?: undefined } : { readonly body: CodecOf<E['body']> });

/** What a call answers when it succeeds: the endpoint's decoded answer (void when it has none). */
export type AnswerOf<E extends AnyEndpoint> = E['answer'] extends null ? void : CodecOf<E['answer']>;

export interface TransportOptions {
  readonly settings: ClientSettings;
  readonly tenantId: string;
  readonly tokens: AccessTokenSource;
  readonly unauthorized?: UnauthorizedRecovery;
  readonly fetchImpl?: typeof fetch;
  /** Retries of transient failures for calls safe to repeat (default: `browserRetryPolicy()`). */
  readonly retry?: RetryPolicy;
  /** A call unanswered after this long is abandoned as a network failure (default 20 s). */
  readonly timeoutMs?: number;
  /** How a file upload goes out with its progress (default: XMLHttpRequest, progress-fetch.ts). */
  readonly progressFetch?: ProgressFetch;
}

/** A request body that is a file (an admin's image upload): sent as its bytes, its progress reported. */
export interface FileBody {
  readonly file: Blob;
  /** The Content-Type sent (default: the file's own type, else application/octet-stream). */
  readonly contentType?: string;
  readonly onProgress: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * POSTs that may be sent again after a lost answer: reads (projects/get, face detection) and slot
 * requests (an unused slot simply expires). Every GET is safe too. Saves, deletes and the account
 * calls are not repeated here: their callers own their retries.
 */
export const POSTS_SAFE_TO_REPEAT: ReadonlySet<string> = new Set(['v1/photos/prepare', 'v1/photos/face_detection', 'v1/projects/get']);

const safeToRepeat = (endpoint: AnyEndpoint): boolean => endpoint.method === 'GET' || POSTS_SAFE_TO_REPEAT.has(endpoint.path);

/**
 * The one way the client calls the main API, driven by the contract's endpoint table: the base URL,
 * the `tenantId` query, the version header and the bearer token on every call; the body encoded and
 * the answer decoded with the endpoint's codecs; every failure a value (`ApiFailure`); on 401 a
 * round of `UnauthorizedRecovery` and the call once more, and a second round if that answers 401
 * again. A call safe to repeat (a GET, or one of
 * `POSTS_SAFE_TO_REPEAT`) rides out transient failures (network, timeout, 5xx, 429 with its
 * Retry-After) with the retry policy's backoff; any other call is sent once.
 */
export class MainApiTransport {
  private readonly unauthorized: UnauthorizedRecovery;
  private readonly fetchImpl: typeof fetch;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: TransportOptions) {
    this.unauthorized = options.unauthorized ?? giveUpOnUnauthorized;
    this.fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
    this.retry = options.retry ?? browserRetryPolicy();
  }

  get tenantId(): string {
    return this.options.tenantId;
  }

  /** The absolute URL of a call (also what the image proxy's addresses are built from). */
  url<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): URL {
    const path = fillPath(endpoint.path, (input.params ?? {}) as Record<PathParams<E['path']>, string>);
    const url = new URL(this.options.settings.apiBase + path, globalThis.location?.href ?? 'http://localhost/');
    url.searchParams.set('tenantId', this.options.tenantId);
    if (endpoint.query && input.query !== undefined) {
      for (const [name, value] of Object.entries(endpoint.query.encode(input.query) as Record<string, string | undefined>)) {
        if (value !== undefined) url.searchParams.set(name, value);
      }
    }
    return url;
  }

  /** One call; `recover: false` answers a 401 as it is (the refresh call itself). */
  async call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, options: CallOptions = {}): Promise<Either<ApiFailure, AnswerOf<E>>> {
    return this.withRecovery(options, () => this.sendRetrying(endpoint, input, options, (response, where) => decodeAnswer(endpoint, response, where)));
  }

  /**
   * A call whose answer is a file (`answer: null` in the table: CSV, images, archives): the same
   * URL, headers, retries and 401 recovery as `call`, answered with the bytes and the name the server gave.
   */
  async download<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): Promise<Either<ApiFailure, DownloadedFile>> {
    return this.withRecovery({}, () => this.sendRetrying(endpoint, input, {}, readFile));
  }

  /**
   * Sends `body.file`'s bytes to `endpoint` (whose contract body is null: not JSON) with upload
   * progress; the answer, failures and 401 recovery as for `call`. Sent once: an upload is not repeated
   * by the transport (the page offers to try again), and no timeout cuts a slow line's upload short
   * (its progress shows it is alive; the page can cancel it).
   */
  upload<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, body: FileBody): Promise<Either<ApiFailure, AnswerOf<E>>> {
    return this.withRecovery(
      {},
      async () => (await this.send(endpoint, input, {}, (response, where) => decodeAnswer(endpoint, response, where), body)).outcome,
    );
  }

  /** The JSON body a call would send (its size decides whether it may travel as keepalive). */
  bodyOf<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): string | undefined {
    return endpoint.body && input.body !== undefined ? JSON.stringify(endpoint.body.encode(input.body)) : undefined;
  }

  /** The headers every request carries: what it accepts, the version header and the session's bearer token. */
  headers(accept = 'application/json'): Record<string, string> {
    const headers: Record<string, string> = { accept, [VERSION_HEADER]: this.options.settings.version };
    const token = this.options.tokens.current();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  /**
   * SPEC §4 Auth: a 401 refreshes and retries; refused again, the shopper signs in and it retries once
   * more. A token already expired by this device's clock is refreshed before the call, not sent to be refused.
   */
  async withRecovery<T>(options: CallOptions, attempt: () => Promise<Either<ApiFailure, T>>): Promise<Either<ApiFailure, T>> {
    if (options.recover !== false) await this.refreshIfExpired();
    // The token each attempt goes out with: a 401 for a token another call's refresh has replaced meanwhile is only sent again.
    let sentWith = this.options.tokens.current();
    let answer = await attempt();
    if (options.recover === false) return answer;
    for (const repeated of [false, true]) {
      if (!isLeft(answer) || answer.left.code !== 'api/unauthorized') break;
      if ((await this.unauthorized.recover(repeated, sentWith)) !== 'retry') break;
      sentWith = this.options.tokens.current();
      answer = await attempt();
    }
    return answer;
  }

  /**
   * The session's token, when its `exp` has passed, is refreshed before the call goes out (the claims
   * reader loads only once a call carries a token: a visitor without a session never needs it). A
   * reader that cannot load judges nothing: the call goes, and a 401 is handled as ever.
   */
  private async refreshIfExpired(): Promise<void> {
    const token = this.options.tokens.current();
    if (token === null || !this.unauthorized.refreshExpired) return;
    const claims = await import('../../domain/account/access-token-claims').catch(() => null);
    if (claims?.accessTokenExpired(token, Date.now())) await this.unauthorized.refreshExpired(token);
  }

  private sendRetrying<E extends AnyEndpoint, T>(endpoint: E, input: CallInput<E>, options: CallOptions, read: ReadAnswer<T>): Promise<Either<ApiFailure, T>> {
    if (!safeToRepeat(endpoint) || options.keepalive) return this.send(endpoint, input, options, read).then((r) => r.outcome);
    return withRetries(this.retry, () => this.send(endpoint, input, options, read));
  }

  /** One request; its outcome and whether it failed in a way another attempt may fix. */
  private async send<E extends AnyEndpoint, T>(
    endpoint: E,
    input: CallInput<E>,
    options: CallOptions,
    read: ReadAnswer<T>,
    file?: FileBody,
  ): Promise<AttemptResult<Either<ApiFailure, T>>> {
    const url = this.url(endpoint, input);
    const where = fillPath(endpoint.path, (input.params ?? {}) as Record<PathParams<E['path']>, string>);
    const headers = this.headers();
    const body = this.bodyOf(endpoint, input);
    if (file) headers['content-type'] = file.contentType ?? (file.file.type || 'application/octet-stream');
    else if (body !== undefined) headers['content-type'] = 'application/json';

    // A keepalive request outlives the page, an upload reports its own progress: no timeout of ours cuts them off.
    const controller = new AbortController();
    const timer = options.keepalive || file ? undefined : setTimeout(() => controller.abort(), this.options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS);
    try {
      let response: Response;
      try {
        response = file
          ? await (this.options.progressFetch ?? (await loadXhrFetch()))(
              url,
              { method: endpoint.method, headers, body: file.file, ...(file.signal ? { signal: file.signal } : {}) },
              file.onProgress,
            )
          : await this.fetchImpl(url, { method: endpoint.method, headers, body, ...(options.keepalive ? { keepalive: true } : { signal: controller.signal }) });
      } catch (error) {
        const why = controller.signal.aborted ? 'the request timed out' : error instanceof Error ? error.message : 'network error';
        // An upload's reasons are written for the admin who sees them (progress-fetch.ts).
        return { outcome: left({ code: 'api/network', message: file ? why : `${where}: ${why}` }), transient: true };
      }
      if (!response.ok) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        return {
          outcome: left(await failureOf(response, options.failureBody)),
          transient: isTransientStatus(response.status),
          ...(wait === undefined ? {} : { retryAfterMs: wait }),
        };
      }
      return await read(response, where);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  }
}

/** How a successful answer is read: its outcome, and whether a broken read is worth another attempt. */
type ReadAnswer<T> = (response: Response, where: string) => Promise<AttemptResult<Either<ApiFailure, T>>>;

/** The endpoint's JSON answer, decoded with its codec (none for `answer: null`). */
async function decodeAnswer<E extends AnyEndpoint>(endpoint: E, response: Response, where: string): Promise<AttemptResult<Either<ApiFailure, AnswerOf<E>>>> {
  if (endpoint.answer === null) return { outcome: right(undefined as AnswerOf<E>), transient: false };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    // A body cut off mid-way (the connection dropped) is as transient as no answer at all.
    return { outcome: left({ code: 'api/decode', status: response.status, message: `${where}: the answer is not valid JSON` }), transient: true };
  }
  const decoded = endpoint.answer.decode(json);
  if (isLeft(decoded))
    return { outcome: left({ code: 'api/decode', status: response.status, message: `${where}: ${describeDecodeErrors(decoded.left)[0]}` }), transient: false };
  return { outcome: right(decoded.right as AnswerOf<E>), transient: false };
}

/** A file answer: its bytes, type and the name from Content-Disposition. */
async function readFile(response: Response, where: string): Promise<AttemptResult<Either<ApiFailure, DownloadedFile>>> {
  try {
    const blob = await response.blob();
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? where.split('/').pop() ?? 'download';
    return { outcome: right({ name, type: response.headers.get('content-type') ?? blob.type, blob }), transient: false };
  } catch (error) {
    return {
      outcome: left({ code: 'api/network', message: `${where}: ${error instanceof Error ? error.message : 'the download broke off'}` }),
      transient: true,
    };
  }
}

/** A file a call answered with: the name the server gave it, its type and its bytes. */
export interface DownloadedFile {
  readonly name: string;
  readonly type: string;
  readonly blob: Blob;
}

/** How one call travels besides its input. */
export interface CallOptions {
  /** false: a 401 is the answer (the refresh call itself). */
  readonly recover?: boolean;
  /** The request outlives the page (`fetch` keepalive; the caller keeps the body under the browser's 64 KB). */
  readonly keepalive?: boolean;
  /** Sees a failed answer's JSON body, for a caller whose failure carries data (a save's 409 conflict). */
  readonly failureBody?: (status: number, body: unknown) => void;
}

/** A failed answer as a value: the server's message (the contract's error body) when it sent one, else the status line. */
export async function failureOf(response: Response, inspect?: (status: number, body: unknown) => void): Promise<ApiFailure> {
  let message = `HTTP ${response.status}`;
  let customerMessage: string | undefined;
  try {
    const json: unknown = await response.json();
    inspect?.(response.status, json);
    const body = ApiErrorBodyCodec.decode(json);
    if (!isLeft(body)) {
      message = body.right.message;
      customerMessage = body.right.customerMessage;
    }
  } catch {
    // Not JSON (an S3-style XML error or a proxy page): the status line says enough.
  }
  const code: ApiFailure['code'] =
    response.status === 404 ? 'api/not-found' : response.status === 401 ? 'api/unauthorized' : response.status < 500 ? 'api/bad-request' : 'api/server';
  return { code, status: response.status, message, ...(customerMessage === undefined ? {} : { customerMessage }) };
}
