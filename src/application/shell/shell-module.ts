import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { ConfigStore } from './config-store';
import { ModalStore } from './modal-store';
import { PageTitleStore } from './page-title-store';
import { ShellStore } from './shell-store';
import { TenantStore } from './tenant-store';
import { VideoPlayer } from './video-player';

/**
 * The shell's stores (tenant, config, header and notices, the one modal at a time, page title): in the
 * entry, one instance each. The private-site gate's store loads with its view (`site-gate-module`).
 */
export const shellModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [TenantStore, ConfigStore, ShellStore, ModalStore, PageTitleStore, VideoPlayer]);
});
