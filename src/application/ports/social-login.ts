import type { Either } from 'fp-ts/Either';

export type SocialNetwork = 'Facebook' | 'Instagram';

export interface SocialLoginFailure {
  /** cancelled: the shopper closed or refused the login; blocked: the browser blocked its window. */
  readonly code: 'social-login/unavailable' | 'social-login/cancelled' | 'social-login/blocked' | 'social-login/failed';
  readonly message: string;
}

/**
 * Connecting the shopper's Facebook or Instagram account (the login window of the network) to get
 * the access token `SocialAlbums` reads with. Whether the store offers a network at all is the
 * store's setting (it has an app id or not).
 */
export interface SocialLogin {
  /** Whether this store offers the network's login. */
  available(network: SocialNetwork): Promise<boolean>;
  /** The same, when already known without asking (the page brought it): the picker draws the answer at once. */
  knownAvailable?(network: SocialNetwork): boolean | undefined;
  /** Runs the login; call it straight from the shopper's click (it opens a window). */
  connect(network: SocialNetwork, signal?: AbortSignal): Promise<Either<SocialLoginFailure, { readonly accessToken: string }>>;
}
export const SocialLogin = Symbol('SocialLogin');
