import { inject, injectable } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { FaceDetection } from '../../application/ports/face-detection';
import { photosEndpoints as endpoints } from '../../contract/endpoints/photos';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import { MainApiTransport } from '../main-api/transport';

/** POST v1/photos/face_detection through the main-API transport; a 501 ('not available') or any other failure is a Left. */
@injectable()
export class HttpFaceDetection implements FaceDetection {
  constructor(@inject(MainApiTransport) private readonly api: MainApiTransport) {}

  /** Set once the server answered 501: no detector there, so no more requests this session. */
  private unavailable: string | null = null;

  async detect(key: string): Promise<Either<{ readonly message: string }, readonly FaceBox[]>> {
    if (this.unavailable) return left({ message: this.unavailable });
    const answer = await this.api.call(endpoints.detectFaces, { body: { key } });
    if (isLeft(answer)) {
      if (answer.left.status === 501) this.unavailable = answer.left.message;
      return answer;
    }
    return right(
      answer.right.boxes.filter((b) => b.Width > 0 && b.Height > 0 && b.Left >= 0 && b.Top >= 0 && b.Left + b.Width <= 1.0001 && b.Top + b.Height <= 1.0001),
    );
  }
}
