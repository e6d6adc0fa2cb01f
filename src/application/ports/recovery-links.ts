import type { Either } from 'fp-ts/Either';
import type { RecoveryLinkProblem } from '../../domain/project';
import type { ApiFailure } from './main-api';

/** The server refused a recovery link: why (invalid, expired, used, another account's). */
export interface RecoveryLinkRefused {
  readonly code: 'recovery/refused';
  readonly problem: Exclude<RecoveryLinkProblem, 'legacy'>;
  readonly message: string;
}

/** The recovery email's links (issue 26 item 3): only the server can tell a genuine one. */
export interface RecoveryLinks {
  /**
   * POST v1/projects/recover: redeems a signed link, once, for the signed-in customer it was mailed
   * to; answers the cart token it brings back.
   */
  redeem(link: string): Promise<Either<ApiFailure | RecoveryLinkRefused, string>>;
}
export const RecoveryLinks = Symbol('RecoveryLinks');
