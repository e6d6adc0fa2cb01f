import { inject, injectable } from 'inversify';
import { when } from 'mobx';
import type { LoginStep } from '../../domain/account/login-modal';
import type { LoginCause } from '../../domain/project';
import { ModalStore, type ModalRequest } from '../shell/modal-store';
import { SessionStore } from './session-store';

/** The login modal's request (its body is `src/ui/account/login-modal.tsx`, loaded on first open). */
export interface LoginModalRequest extends ModalRequest {
  readonly kind: 'login';
  /** SPEC §4: the initial state can be overridden. */
  readonly initialStep?: LoginStep;
  /** The email to start with (the welcome offer hands over the account it just created). */
  readonly email?: string;
}

/** How the login modal closed for whoever opened it. */
export type LoginOutcome = 'signedIn' | 'closed';

/**
 * Opens the login modal (the profile icon; the 401 recovery) through the one ModalStore. Only the
 * request lives in the entry: the modal's store and body load with its chunk.
 */
@injectable()
export class LoginPrompt {
  constructor(
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  /** Shows the modal (at loggedIn when a customer is signed in); answers when it closes. */
  show(initialStep?: LoginStep, email?: string): Promise<LoginOutcome> {
    const request: LoginModalRequest = { kind: 'login', ...(initialStep ? { initialStep } : {}), ...(email === undefined ? {} : { email }) };
    return this.modals.open<LoginOutcome>(request, 'closed');
  }

  /**
   * Asks the shopper to sign in: true once a customer is signed in (the modal reached done), false
   * when the modal closes first. A modal already on screen is waited on instead of opened twice.
   * `cause` says why (SPEC §4): the 401 recovery's 'unauthorized', the /resume page's 'resume'.
   */
  async signIn(cause: LoginCause = 'unauthorized'): Promise<boolean> {
    if (this.session.signedIn) return true;
    this.session.expectSignIn(cause);
    const closed = this.modals.current?.request.kind === 'login' ? when(() => this.modals.current?.request.kind !== 'login') : this.show();
    const signedIn = when(() => this.session.signedIn);
    const outcome = await Promise.race([
      closed.then(() => false),
      signedIn.then(
        () => true,
        () => false,
      ),
    ]);
    signedIn.cancel();
    return outcome || this.session.signedIn;
  }
}
