import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { ApiErrorBodyCodec } from '../../contract/api-error';
import { describeDecodeErrors } from '../../contract/decode-errors';
import { fillPath, type AnyEndpoint, type PathParams } from '../../contract/endpoints/endpoint';
import type { AccessTokenSource, UnauthorizedRecovery } from '../../application/ports/access-token';
import type { ApiFailure } from '../../application/ports/main-api';
import type { ClientSettings } from '../../application/tokens';

/** The version header every main-API request carries (SPEC §7). */
export const VERSION_HEADER = 'x-tpx-version';

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
}

/**
 * The one way the client calls the main API, driven by the contract's endpoint table: the base URL,
 * the `tenantId` query, the version header and the bearer token on every call; the body encoded and
 * the answer decoded with the endpoint's codecs; every failure a value (`ApiFailure`); on 401 a
 * round of `UnauthorizedRecovery` and the call once more, and a second round if that answers 401 again.
 */
export class MainApiTransport {
  private readonly unauthorized: UnauthorizedRecovery;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: TransportOptions) {
    this.unauthorized = options.unauthorized ?? giveUpOnUnauthorized;
    this.fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
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
    let answer = await this.send(endpoint, input, options);
    if (options.recover === false) return answer;
    // SPEC §4 Auth: a 401 refreshes and retries; refused again, the shopper signs in and it retries once more.
    for (const repeated of [false, true]) {
      if (!isLeft(answer) || answer.left.code !== 'api/unauthorized') break;
      if ((await this.unauthorized.recover(repeated)) !== 'retry') break;
      answer = await this.send(endpoint, input, options);
    }
    return answer;
  }

  /** The JSON body a call would send (its size decides whether it may travel as keepalive). */
  bodyOf<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): string | undefined {
    return endpoint.body && input.body !== undefined ? JSON.stringify(endpoint.body.encode(input.body)) : undefined;
  }

  /**
   * A call whose answer is a file (`answer: null` in the table: CSV, images, archives): the same
   * URL, headers and 401 recovery as `call`, answered with the bytes and the name the server gave.
   */
  async download<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): Promise<Either<ApiFailure, DownloadedFile>> {
    let response = await this.request(endpoint, input, {});
    if (isLeft(response) && response.left.code === 'api/unauthorized' && (await this.unauthorized.recover(false)) === 'retry') response = await this.request(endpoint, input, {});
    if (isLeft(response)) return response;
    const where = fillPath(endpoint.path, (input.params ?? {}) as Record<PathParams<E['path']>, string>);
    try {
      const blob = await response.right.blob();
      const name = /filename="([^"]+)"/.exec(response.right.headers.get('content-disposition') ?? '')?.[1] ?? where.split('/').pop() ?? 'download';
      return right({ name, type: response.right.headers.get('content-type') ?? blob.type, blob });
    } catch (error) {
      return left({ code: 'api/network', message: `${where}: ${error instanceof Error ? error.message : 'the download broke off'}` });
    }
  }

  /** Sends one request; a non-2xx answer is a failure value with the server's message. */
  private async request<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, options: CallOptions): Promise<Either<ApiFailure, Response>> {
    const url = this.url(endpoint, input);
    const where = fillPath(endpoint.path, (input.params ?? {}) as Record<PathParams<E['path']>, string>);
    const headers: Record<string, string> = { accept: 'application/json', [VERSION_HEADER]: this.options.settings.version };
    const token = this.options.tokens.current();
    if (token) headers.authorization = `Bearer ${token}`;
    const body = this.bodyOf(endpoint, input);
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await this.fetchImpl(url, { method: endpoint.method, headers, body, ...(options.keepalive ? { keepalive: true } : {}) });
    } catch (error) {
      return left({ code: 'api/network', message: `${where}: ${error instanceof Error ? error.message : 'network error'}` });
    }
    return response.ok ? right(response) : left(await failureOf(response, options.failureBody));
  }

  private async send<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, options: CallOptions): Promise<Either<ApiFailure, AnswerOf<E>>> {
    const where = fillPath(endpoint.path, (input.params ?? {}) as Record<PathParams<E['path']>, string>);
    const sent = await this.request(endpoint, input, options);
    if (isLeft(sent)) return sent;
    const response = sent.right;
    if (endpoint.answer === null) return right(undefined as AnswerOf<E>);

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return left({ code: 'api/decode', status: response.status, message: `${where}: the answer is not valid JSON` });
    }
    const decoded = endpoint.answer.decode(json);
    if (isLeft(decoded)) return left({ code: 'api/decode', status: response.status, message: `${where}: ${describeDecodeErrors(decoded.left)[0]}` });
    return right(decoded.right as AnswerOf<E>);
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
    response.status === 404 ? 'api/not-found'
    : response.status === 401 ? 'api/unauthorized'
    : response.status < 500 ? 'api/bad-request'
    : 'api/server';
  return { code, status: response.status, message, ...(customerMessage === undefined ? {} : { customerMessage }) };
}
