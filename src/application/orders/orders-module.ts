import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { AccountPageStore } from './account-page-store';
import { OrderPageStore } from './order-page-store';
import { Reorder } from './reorder';

/** The order status page's and the account page's stores (issue 29), loaded with those pages. */
export const ordersModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [Reorder, OrderPageStore, AccountPageStore]);
});
