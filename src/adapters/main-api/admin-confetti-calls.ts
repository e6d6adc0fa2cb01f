import { inject, injectable, optional } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import type { AdminAlbum, AdminConfettiApi, UploadProgress } from '../../application/ports/admin-confetti-api';
import type { ApiFailure } from '../../application/ports/main-api';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import { xhrFetch, type ProgressFetch } from './progress-fetch';
import { MainApiTransport } from './transport';

const albumsOf = (result: Either<ApiFailure, { albums: AdminAlbum[] }>): Either<ApiFailure, readonly AdminAlbum[]> => (isLeft(result) ? result : right(result.right.albums));

/**
 * The admin's confetti and customer calls over the main-API transport; the photo upload sends the
 * file's bytes as they are, with their progress (the transport's `upload`).
 */
@injectable()
export class HttpAdminConfettiApi implements AdminConfettiApi {
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

  async listAlbums() {
    return albumsOf(await this.transport.call(endpoints.adminListAlbums, {}));
  }

  async createAlbum(name: string, isPublic: boolean) {
    return albumsOf(await this.transport.call(endpoints.adminCreateAlbum, { body: { name, public: isPublic } }));
  }

  async saveAlbum(albumId: string, version: number, name: string, isPublic: boolean) {
    return albumsOf(await this.transport.call(endpoints.adminSaveAlbum, { params: { albumId }, body: { version, name, public: isPublic } }));
  }

  async deleteAlbum(albumId: string, version: number) {
    return albumsOf(await this.transport.call(endpoints.adminDeleteAlbum, { params: { albumId }, body: { version } }));
  }

  async removeImage(albumId: string, version: number, key: string) {
    return albumsOf(await this.transport.call(endpoints.adminRemoveAlbumImage, { params: { albumId }, body: { version, key } }));
  }

  async placeImage(albumId: string, version: number, key: string, position: number) {
    return albumsOf(await this.transport.call(endpoints.adminPlaceAlbumImage, { params: { albumId }, body: { version, key, position } }));
  }

  findCustomers(q: string, page: number) {
    return this.transport.call(endpoints.adminFindCustomers, { query: { ...(q.trim() ? { q: q.trim().slice(0, 254) } : {}), ...(page > 1 ? { page: String(page) } : {}) } });
  }

  customerProjects(customerId: string) {
    return this.transport.call(endpoints.adminCustomerProjects, { params: { customerId } });
  }

  async uploadImage(albumId: string, version: number, file: Blob, fileName: string, progress: UploadProgress) {
    const input = { params: { albumId }, query: { version: String(version), name: fileName.slice(0, 200) } };
    return albumsOf(await this.transport.upload(endpoints.adminUploadAlbumImage, input, { file, onProgress: progress }));
  }
}
