import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { ConfigStore } from './config-store';
import { ModalStore } from './modal-store';
import { PageTitleStore } from './page-title-store';
import { ShellStore } from './shell-store';
import { SiteGateStore } from './site-gate-store';
import { TenantStore } from './tenant-store';
import { VideoPlayer } from './video-player';

/** The shell's stores (tenant, config, header and notices, the one modal at a time, page title): in the entry, one instance each. */
export const shellModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [TenantStore, SiteGateStore, ConfigStore, ShellStore, ModalStore, PageTitleStore, VideoPlayer]);
});
