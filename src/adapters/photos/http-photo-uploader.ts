import { inject, injectable } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { PhotoUploader, UploadedPhoto, UploadFailure, UploadSlot } from '../../application/ports/photo-uploader';
import { photosEndpoints as endpoints } from '../../contract/endpoints/photos';
import { failureOf, MainApiTransport } from '../main-api/transport';

/**
 * Presigned POST uploads (DESIGN §6) over fetch: POST v1/photos/prepare through the main-API
 * transport, then one multipart POST of the slot's fields and the file to the slot's URL (S3's
 * browser-upload shape, the file last). One attempt per call; the application retries.
 */
@injectable()
export class HttpPhotoUploader implements PhotoUploader {
  constructor(@inject(MainApiTransport) private readonly api: MainApiTransport) {}

  async prepare(quantity: number): Promise<Either<UploadFailure, readonly UploadSlot[]>> {
    const answer = await this.api.call(endpoints.preparePhotos, { body: { quantity } });
    if (isLeft(answer)) return left({ code: 'upload/prepare', ...(answer.left.status === undefined ? {} : { status: answer.left.status }), message: answer.left.message });
    return right(answer.right.slots.map((s) => ({ url: s.url, key: s.fields.key, fields: s.fields })));
  }

  async upload(slot: UploadSlot, file: Blob, fileName: string): Promise<Either<UploadFailure, UploadedPhoto>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(slot.fields)) form.append(name, value);
    form.append('file', file, fileName);
    let response: Response;
    try {
      response = await fetch(slot.url, { method: 'POST', body: form });
    } catch (error) {
      return left({ code: 'upload/post', message: `Upload of ${fileName}: ${error instanceof Error ? error.message : 'network error'}` });
    }
    if (!response.ok) {
      return left({ code: 'upload/post', status: response.status, message: `Upload of ${fileName}: ${(await failureOf(response)).message}` });
    }
    const body = await response.text().catch(() => '');
    const location = response.headers.get('location') ?? /<Location>([^<]+)<\/Location>/.exec(body)?.[1] ?? `${slot.url.replace(/\/$/, '')}/${slot.key}`;
    const width = Number(response.headers.get('x-amz-meta-width'));
    const height = Number(response.headers.get('x-amz-meta-height'));
    return right({ key: slot.key, location, ...(width > 0 && height > 0 ? { width, height } : {}) });
  }
}
