import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import type { AdminAlbum, AdminConfettiApi, UploadProgress } from '../../application/ports/admin-confetti-api';
import type { ApiFailure } from '../../application/ports/main-api';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import { MainApiTransport } from './transport';
import { SharedTransport } from './transport-from-context';

const albumsOf = (result: Either<ApiFailure, { albums: AdminAlbum[] }>): Either<ApiFailure, readonly AdminAlbum[]> =>
  isLeft(result) ? result : right(result.right.albums);

/**
 * The admin's confetti and customer calls over the main-API transport; the photo upload sends the
 * file's bytes as they are, with their progress (the transport's `upload`).
 */
@injectable()
export class HttpAdminConfettiApi implements AdminConfettiApi {
  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {}

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
    return this.transport.call(endpoints.adminFindCustomers, {
      query: { ...(q.trim() ? { q: q.trim().slice(0, 254) } : {}), ...(page > 1 ? { page: String(page) } : {}) },
    });
  }

  customerProjects(customerId: string) {
    return this.transport.call(endpoints.adminCustomerProjects, { params: { customerId } });
  }

  async uploadImage(albumId: string, version: number, file: Blob, fileName: string, progress: UploadProgress) {
    const input = { params: { albumId }, query: { version: String(version), name: fileName.slice(0, 200) } };
    return albumsOf(await this.transport.upload(endpoints.adminUploadAlbumImage, input, { file, onProgress: progress }));
  }
}
