import { isLeft } from 'fp-ts/Either';
import { MAX_PARENT_IMAGE_BYTES } from '../../domain/embed';
import type { Tile } from '../../domain/project';
import type { ImageBlobFetcher } from '../ports/image-blob-fetcher';
import type { MessageToParent } from '../ports/parent-frame';

/** A getBase64Img request as the parent sent it. */
export interface ParentImageRequest {
  readonly requestId: string;
  readonly tileId?: string;
  readonly as?: 'arrayBuffer' | 'base64';
}

/** The answer and the buffers to transfer with it (none for a data: URL or a refusal). */
export interface ParentImageAnswer {
  readonly message: MessageToParent;
  readonly transfer: readonly ArrayBuffer[];
}

const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  // In slices: String.fromCharCode with a whole image as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * SPEC §7 getBase64Img: the stored image of a tile of the active project (the one named, else the
 * first with a stored image). The image travels as an ArrayBuffer that is transferred, not copied;
 * `as: 'base64'` asks for a data: URL instead (older parent scripts). Above `MAX_PARENT_IMAGE_BYTES`
 * the request is refused ('too-large'), in either form.
 */
export async function answerImageRequest(
  request: ParentImageRequest,
  tiles: readonly Pick<Tile, 'id' | 'imagePath'>[],
  blobs: ImageBlobFetcher,
): Promise<ParentImageAnswer> {
  const refuse = (error: 'not-found' | 'too-large' | 'failed'): ParentImageAnswer => ({
    message: { type: 'getBase64Img', requestId: request.requestId, ok: false, error },
    transfer: [],
  });
  const tile = request.tileId === undefined ? tiles.find((t) => t.imagePath) : tiles.find((t) => t.id === request.tileId);
  if (!tile?.imagePath) return refuse('not-found');
  const fetched = await blobs.fetchBlob(tile.imagePath);
  if (isLeft(fetched)) return refuse('failed');
  const blob = fetched.right;
  if (blob.size > MAX_PARENT_IMAGE_BYTES) return refuse('too-large');
  const buffer = await blob.arrayBuffer();
  const mimeType = blob.type || 'image/jpeg';
  if (request.as === 'base64') {
    return {
      message: { type: 'getBase64Img', requestId: request.requestId, ok: true, mimeType, data: `data:${mimeType};base64,${base64Of(new Uint8Array(buffer))}` },
      transfer: [],
    };
  }
  return { message: { type: 'getBase64Img', requestId: request.requestId, ok: true, mimeType, data: buffer }, transfer: [buffer] };
}
