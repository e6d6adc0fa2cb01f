import { inject, injectable, optional } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import type { Asset, AssetLibrary, AssetPage, ChosenFile } from '../../application/ports/asset-library';
import type { ApiFailure } from '../../application/ports/main-api';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { ApiErrorBodyCodec } from '../../contract/api-error';
import { AdminAssetCodec } from '../../contract/admin-assets';
import { describeDecodeErrors } from '../../contract/decode-errors';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import { giveUpOnUnauthorized, MainApiTransport, VERSION_HEADER } from './transport';

/** What an XMLHttpRequest answered: its status and text (an error of the network is status 0). */
interface XhrAnswer {
  readonly status: number;
  readonly text: string;
}

/** One request with upload progress: `fetch` reports none for a request body, XHR's `upload` events do. */
export type SendWithProgress = (url: string, headers: Readonly<Record<string, string>>, body: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<XhrAnswer>;

export const xhrSend: SendWithProgress = (url, headers, body, onProgress, signal) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && e.total > 0 && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.onabort = () => resolve({ status: -1, text: '' });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });

/** A refused upload's message: the server's words (the contract's error body) or the status line. */
function failureOf({ status, text }: XhrAnswer): ApiFailure {
  if (status === -1) return { code: 'api/network', message: 'The upload was cancelled.' };
  if (status === 0) return { code: 'api/network', message: 'The upload broke off: check the connection and try again.' };
  let message = `HTTP ${status}`;
  try {
    const body = ApiErrorBodyCodec.decode(JSON.parse(text));
    if (!isLeft(body)) message = body.right.message;
  } catch {
    // Not JSON (a proxy's page): the status line says enough.
  }
  const code: ApiFailure['code'] = status === 404 ? 'api/not-found' : status === 401 ? 'api/unauthorized' : status < 500 ? 'api/bad-request' : 'api/server';
  return { code, status, message };
}

/**
 * The admin's image library (issue #17): pages over the main-API transport; uploads as the file's raw
 * bytes by XMLHttpRequest (same origin as the API, so the CSP's connect-src 'self' covers it) for its
 * progress events, with the transport's bearer token and version header, and one round of 401 recovery.
 */
@injectable()
export class XhrAssetLibrary implements AssetLibrary {
  private readonly transport: MainApiTransport;
  private readonly unauthorized: Recovery;
  /** How a request with progress goes out (tests put a fake here). */
  send: SendWithProgress = xhrSend;

  constructor(
    @inject(ClientSettings) private readonly settings: Settings,
    @inject(TenantId) tenantId: string,
    @inject(AccessTokenSource) private readonly tokens: Tokens,
    @inject(UnauthorizedRecovery) @optional() unauthorized?: Recovery,
  ) {
    this.unauthorized = unauthorized ?? giveUpOnUnauthorized;
    this.transport = new MainApiTransport({ settings, tenantId, tokens, unauthorized: this.unauthorized });
  }

  list(page: number): Promise<Either<ApiFailure, AssetPage>> {
    return this.transport.call(endpoints.adminListAssets, { query: page > 1 ? { page } : {} });
  }

  async upload(file: ChosenFile, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Either<ApiFailure, Asset>> {
    const url = this.transport.url(endpoints.adminUploadAsset, { query: { name: file.name.slice(0, 200) || 'image' } }).toString();
    const attempt = () => {
      const token = this.tokens.current();
      const headers = { accept: 'application/json', 'content-type': 'application/octet-stream', [VERSION_HEADER]: this.settings.version, ...(token ? { authorization: `Bearer ${token}` } : {}) };
      return this.send(url, headers, file, onProgress, signal);
    };
    let answer = await attempt();
    if (answer.status === 401 && (await this.unauthorized.recover(false)) === 'retry') answer = await attempt();
    if (answer.status < 200 || answer.status >= 300) return left(failureOf(answer));
    try {
      const decoded = AdminAssetCodec.decode(JSON.parse(answer.text));
      if (isLeft(decoded)) return left({ code: 'api/decode', status: answer.status, message: `v1/admin/assets: ${describeDecodeErrors(decoded.left)[0]}` });
      onProgress(1);
      return right(decoded.right);
    } catch {
      return left({ code: 'api/decode', status: answer.status, message: 'v1/admin/assets: the answer is not valid JSON' });
    }
  }
}
