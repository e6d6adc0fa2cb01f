import { ContainerModule } from 'inversify';
import { CustomerOrders } from '../../application/ports/customer-orders';
import { OrderCalls } from '../main-api/order-calls';
import { transportFromContext } from '../main-api/transport-from-context';

/** The order calls (issue 29), loaded with the order and account pages. */
export const orderAdaptersModule = new ContainerModule(({ bind }) => {
  bind(CustomerOrders)
    .toDynamicValue((ctx) => new OrderCalls(transportFromContext(ctx)))
    .inSingletonScope();
});
