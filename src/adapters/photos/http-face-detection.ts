import { inject, injectable } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { AccessTokenSource, type AccessTokenSource as Tokens } from '../../application/ports/access-token';
import type { FaceDetection } from '../../application/ports/face-detection';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import { FaceDetectionAnswerCodec } from '../main-api/codecs/photos';
import { describeDecodeErrors } from '../main-api/decode-errors';
import { VERSION_HEADER } from '../main-api/http-main-api';
import { mainApiPost } from './main-api-post';

/** POST v1/photos/face_detection; a 501 ('not available') or any other failure is a Left. */
@injectable()
export class HttpFaceDetection implements FaceDetection {
  constructor(
    @inject(ClientSettings) private readonly settings: Settings,
    @inject(TenantId) private readonly tenantId: string,
    @inject(AccessTokenSource) private readonly tokens: Tokens,
  ) {}

  /** Set once the server answered 501: no detector there, so no more requests this session. */
  private unavailable: string | null = null;

  async detect(key: string): Promise<Either<{ readonly message: string }, readonly FaceBox[]>> {
    if (this.unavailable) return left({ message: this.unavailable });
    const answer = await mainApiPost({ settings: this.settings, tenantId: this.tenantId, token: this.tokens.current(), versionHeader: VERSION_HEADER }, 'v1/photos/face_detection', { key });
    if (isLeft(answer)) {
      if (answer.left.status === 501) this.unavailable = answer.left.message;
      return answer;
    }
    const decoded = FaceDetectionAnswerCodec.decode(answer.right);
    if (isLeft(decoded)) return left({ message: `v1/photos/face_detection: ${describeDecodeErrors(decoded.left)[0]}` });
    return right(decoded.right.boxes.filter((b) => b.Width > 0 && b.Height > 0 && b.Left >= 0 && b.Top >= 0 && b.Left + b.Width <= 1.0001 && b.Top + b.Height <= 1.0001));
  }
}
