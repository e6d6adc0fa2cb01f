import { inject, injectable, optional } from 'inversify';
import { isLeft, type Either } from 'fp-ts/Either';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import type { Asset, AssetLibrary, AssetPage, ChosenFile } from '../../application/ports/asset-library';
import type { ApiFailure } from '../../application/ports/main-api';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import { xhrFetch, type ProgressFetch } from './progress-fetch';
import { MainApiTransport } from './transport';

/**
 * The admin's image library (issue #17) over the main-API transport: pages, and uploads as the file's
 * raw bytes with their progress (the transport's `upload`).
 */
@injectable()
export class XhrAssetLibrary implements AssetLibrary {
  private readonly transport: MainApiTransport;
  /** How an upload goes out (tests put a fake here). */
  send: ProgressFetch = xhrFetch;

  constructor(
    @inject(ClientSettings) settings: Settings,
    @inject(TenantId) tenantId: string,
    @inject(AccessTokenSource) tokens: Tokens,
    @inject(UnauthorizedRecovery) @optional() unauthorized?: Recovery,
  ) {
    this.transport = new MainApiTransport({ settings, tenantId, tokens, ...(unauthorized ? { unauthorized } : {}), progressFetch: (...args) => this.send(...args) });
  }

  list(page: number): Promise<Either<ApiFailure, AssetPage>> {
    return this.transport.call(endpoints.adminListAssets, { query: page > 1 ? { page } : {} });
  }

  async upload(file: ChosenFile, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Either<ApiFailure, Asset>> {
    const query = { name: file.name.slice(0, 200) || 'image' };
    // Sent as bytes, whatever the browser thinks the type is: the server reads the type from them.
    const answer = await this.transport.upload(endpoints.adminUploadAsset, { query }, { file, contentType: 'application/octet-stream', onProgress, ...(signal ? { signal } : {}) });
    if (!isLeft(answer)) onProgress(1);
    return answer;
  }
}
