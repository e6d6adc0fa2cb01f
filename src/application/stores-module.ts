import { ContainerModule } from 'inversify';
import { ConfigStore } from './stores/config-store';
import { ShellStore } from './stores/shell-store';
import { TenantStore } from './stores/tenant-store';

/** The application's stores, one instance each; the same module is used by the app and by tests. */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(TenantStore).toSelf().inSingletonScope();
  bind(ConfigStore).toSelf().inSingletonScope();
  bind(ShellStore).toSelf().inSingletonScope();
});
