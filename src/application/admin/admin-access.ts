import { isAdminSession } from '../../domain/account/access-token-claims';
import type { SessionStore } from '../account';

/** Who is at an admin page: nobody signed in, a customer without the role, or an admin. */
export type AdminAccess = 'anonymous' | 'refused' | 'admin';

/**
 * The admin pages' gate, from the session (the role in the access token). It only decides what the
 * page shows: the server checks the role on every call, so a forged role gets 401/403 and no data.
 */
export const adminAccessOf = (session: { readonly signedIn: boolean; readonly isAdmin: boolean }): AdminAccess =>
  !session.signedIn ? 'anonymous' : session.isAdmin ? 'admin' : 'refused';

/** The gate of the session in view (its role read from the access token). */
export const sessionAdminAccess = (session: Pick<SessionStore, 'signedIn' | 'accessToken'>): AdminAccess =>
  adminAccessOf({ signedIn: session.signedIn, isAdmin: isAdminSession(session) });
