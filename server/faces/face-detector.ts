import type { FaceBox } from '../../src/domain/imaging/upload-rules';

/**
 * Finds faces on a photo (POST v1/photos/face_detection): each box as fractions (0..1) of the
 * photo's width and height, as it is shown (EXIF orientation applied). Throws when the bytes are
 * not an image it can read.
 */
export interface FaceDetector {
  detect(image: Uint8Array): Promise<readonly FaceBox[]>;
}
