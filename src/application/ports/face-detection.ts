import type { Either } from 'fp-ts/Either';
import type { FaceBox } from '../../domain/imaging/upload-rules';

/** Faces on an uploaded photo (POST v1/photos/face_detection); any failure is only logged by callers. */
export interface FaceDetection {
  detect(key: string): Promise<Either<{ readonly message: string }, readonly FaceBox[]>>;
}
export const FaceDetection = Symbol('FaceDetection');
