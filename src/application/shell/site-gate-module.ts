import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { SiteGateStore } from './site-gate-store';

/**
 * The private-site gate's store (issue 18): loaded with the gate's view, only when the tenant answers
 * that it is private to this browser (issue 27's JS budget: a public store's pages never need it).
 */
export const siteGateModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [SiteGateStore]);
});
