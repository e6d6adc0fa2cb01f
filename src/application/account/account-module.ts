import { ContainerModule } from 'inversify';
import { SessionReset } from './session-reset';

/** The account's services for every page: the session reset (the login flows join with the accounts issue). */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(SessionReset).toSelf().inSingletonScope();
});
