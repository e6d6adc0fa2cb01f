import { inject, injectable, optional } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import type { AdminAlbum, AdminConfettiApi, UploadProgress } from '../../application/ports/admin-confetti-api';
import type { ApiFailure } from '../../application/ports/main-api';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { ApiErrorBodyCodec } from '../../contract/api-error';
import { AdminAlbumListCodec } from '../../contract/admin-confetti';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import { MainApiTransport, VERSION_HEADER } from './transport';

const albumsOf = (result: Either<ApiFailure, { albums: AdminAlbum[] }>): Either<ApiFailure, readonly AdminAlbum[]> => (isLeft(result) ? result : right(result.right.albums));

/** An XHR's failed answer as the transport would have made it. */
function failureOfXhr(xhr: XMLHttpRequest): ApiFailure {
  let message = xhr.status === 0 ? 'The upload did not reach the server. Check the connection and try again.' : `HTTP ${xhr.status}`;
  try {
    const body = ApiErrorBodyCodec.decode(JSON.parse(xhr.responseText));
    if (!isLeft(body)) message = body.right.message;
  } catch {
    // Not JSON: the status line says enough.
  }
  const code: ApiFailure['code'] = xhr.status === 0 ? 'api/network' : xhr.status === 404 ? 'api/not-found' : xhr.status === 401 ? 'api/unauthorized' : xhr.status < 500 ? 'api/bad-request' : 'api/server';
  return { code, status: xhr.status, message };
}

/**
 * The admin's confetti and customer calls over the main-API transport. The photo upload is an
 * XMLHttpRequest (fetch reports no upload progress) sending the file's bytes as they are, with the
 * transport's URL, version header and bearer token; a 401 gets one round of the session's recovery.
 */
@injectable()
export class HttpAdminConfettiApi implements AdminConfettiApi {
  private readonly transport: MainApiTransport;

  constructor(
    @inject(ClientSettings) private readonly settings: Settings,
    @inject(TenantId) tenantId: string,
    @inject(AccessTokenSource) private readonly tokens: Tokens,
    @inject(UnauthorizedRecovery) @optional() private readonly unauthorized?: Recovery,
  ) {
    this.transport = new MainApiTransport({ settings, tenantId, tokens, ...(unauthorized ? { unauthorized } : {}) });
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
    const first = await this.send(albumId, version, file, fileName, progress);
    if (isLeft(first) && first.left.status === 401 && this.unauthorized && (await this.unauthorized.recover()) === 'retry') {
      return this.send(albumId, version, file, fileName, progress);
    }
    return first;
  }

  private send(albumId: string, version: number, file: Blob, fileName: string, progress: UploadProgress): Promise<Either<ApiFailure, readonly AdminAlbum[]>> {
    const url = this.transport.url(endpoints.adminUploadAlbumImage, { params: { albumId }, query: { version: String(version), name: fileName.slice(0, 200) } });
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url.toString());
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
      xhr.setRequestHeader(VERSION_HEADER, this.settings.version);
      const token = this.tokens.current();
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => event.lengthComputable && progress(Math.min(1, event.loaded / event.total));
      xhr.onerror = () => resolve(left(failureOfXhr(xhr)));
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status >= 300) return resolve(left(failureOfXhr(xhr)));
        try {
          const answer = AdminAlbumListCodec.decode(JSON.parse(xhr.responseText));
          resolve(isLeft(answer) ? left({ code: 'api/decode', message: 'The server answered the upload in a shape we cannot read.' }) : right(answer.right.albums));
        } catch {
          resolve(left({ code: 'api/decode', message: 'The server answered the upload in a shape we cannot read.' }));
        }
      };
      xhr.send(file);
    });
  }
}
