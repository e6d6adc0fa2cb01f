import { ContainerModule } from 'inversify';
import { LoginModalStore } from './login-modal-store';

/** The login modal's store, loaded with its body on first open (not in the home route's JS). */
export const loginModule = new ContainerModule(({ bind }) => {
  bind(LoginModalStore).toSelf().inSingletonScope();
});
