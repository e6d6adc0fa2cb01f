import { inject, injectable } from 'inversify';
import { isLeft, type Either } from 'fp-ts/Either';
import type { Asset, AssetLibrary, AssetPage, ChosenFile } from '../../application/ports/asset-library';
import type { ApiFailure } from '../../application/ports/main-api';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import { MainApiTransport } from './transport';
import { SharedTransport } from './transport-from-context';

/**
 * The admin's image library (issue #17) over the main-API transport: pages, and uploads as the file's
 * raw bytes with their progress (the transport's `upload`).
 */
@injectable()
export class XhrAssetLibrary implements AssetLibrary {
  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {}

  list(page: number): Promise<Either<ApiFailure, AssetPage>> {
    return this.transport.call(endpoints.adminListAssets, { query: page > 1 ? { page } : {} });
  }

  async upload(file: ChosenFile, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Either<ApiFailure, Asset>> {
    const query = { name: file.name.slice(0, 200) || 'image' };
    // Sent as bytes, whatever the browser thinks the type is: the server reads the type from them.
    const answer = await this.transport.upload(
      endpoints.adminUploadAsset,
      { query },
      { file, contentType: 'application/octet-stream', onProgress, ...(signal ? { signal } : {}) },
    );
    if (!isLeft(answer)) onProgress(1);
    return answer;
  }
}
