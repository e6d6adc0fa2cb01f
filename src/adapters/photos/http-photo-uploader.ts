import { inject, injectable } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { PhotoUploader, UploadedPhoto, UploadFailure, UploadSlot } from '../../application/ports/photo-uploader';
import { photosEndpoints as endpoints } from '../../contract/endpoints/photos';
import { failureOf, MainApiTransport } from '../main-api/transport';

/**
 * Presigned POST uploads (DESIGN §6) over fetch: POST v1/photos/prepare through the main-API
 * transport, then one multipart POST of the slot's fields and the file to the slot's URL (S3's
 * browser-upload shape, the file last). One attempt per call; the application retries.
 *
 * The disk store answers same-origin paths (`/files`, `/files/<key>`: issue 26) and S3 absolute
 * addresses. Like any relative reference in an HTTP answer, a slot URL is resolved against the call
 * that answered it (the API's address, whatever host the page was reached at) and a Location against
 * the POST. A stored photo on the page's own origin is kept as a path: the project then names it at
 * any host name of the store, and the server's print files read it as one of its own.
 */
@injectable()
export class HttpPhotoUploader implements PhotoUploader {
  constructor(@inject(MainApiTransport) private readonly api: MainApiTransport) {}

  async prepare(quantity: number): Promise<Either<UploadFailure, readonly UploadSlot[]>> {
    const answer = await this.api.call(endpoints.preparePhotos, { body: { quantity } });
    if (isLeft(answer))
      return left({ code: 'upload/prepare', ...(answer.left.status === undefined ? {} : { status: answer.left.status }), message: answer.left.message });
    const base = this.answerBase();
    const slots: UploadSlot[] = [];
    for (const s of answer.right.slots) {
      const url = resolved(s.url, base);
      if (!url) return left({ code: 'upload/prepare', message: `The upload slot's address is not a URL: ${s.url.slice(0, 200)}` });
      slots.push({ url: url.href, key: s.fields.key, fields: s.fields });
    }
    return right(slots);
  }

  /** What a relative slot URL is relative to: the address of the prepare call that answered it. */
  private answerBase(): URL {
    return this.api.url(endpoints.preparePhotos, { body: { quantity: 1 } });
  }

  async upload(slot: UploadSlot, file: Blob, fileName: string, signal?: AbortSignal): Promise<Either<UploadFailure, UploadedPhoto>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(slot.fields)) form.append(name, value);
    form.append('file', file, fileName);
    const target = resolved(slot.url, this.answerBase());
    if (!target) return left({ code: 'upload/post', message: `Upload of ${fileName}: the slot's address is not a URL: ${slot.url.slice(0, 200)}` });
    let response: Response;
    try {
      response = await fetch(target, { method: 'POST', body: form, ...(signal ? { signal } : {}) });
    } catch (error) {
      return left({ code: 'upload/post', message: `Upload of ${fileName}: ${error instanceof Error ? error.message : 'network error'}` });
    }
    if (!response.ok) {
      return left({ code: 'upload/post', status: response.status, message: `Upload of ${fileName}: ${(await failureOf(response)).message}` });
    }
    const body = await response.text().catch(() => '');
    const written = response.headers.get('location') ?? /<Location>([^<]+)<\/Location>/.exec(body)?.[1];
    const stored = (written === undefined ? null : resolved(written, target)) ?? new URL(`${target.href.replace(/\/$/, '')}/${slot.key}`);
    const location = pageRelative(stored);
    const width = Number(response.headers.get('x-amz-meta-width'));
    const height = Number(response.headers.get('x-amz-meta-height'));
    return right({ key: slot.key, location, ...(width > 0 && height > 0 ? { width, height } : {}) });
  }
}

/** `url` resolved against `base`, or null when it is no address. */
function resolved(url: string, base: URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** A path when `url` is on the page's own origin (a store reached by any of its host names), else the full address. */
function pageRelative(url: URL): string {
  const page = globalThis.location?.origin;
  return page !== undefined && url.origin === page ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
