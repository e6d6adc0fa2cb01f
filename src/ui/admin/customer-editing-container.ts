import { Container } from 'inversify';
import { AccessTokenSource } from '../../application/ports/access-token';
import { CartHint } from '../../application/ports/cart-hint';
import { LocalRecords } from '../../application/ports/local-records';
import { Navigator } from '../../application/ports/navigator';
import { loadChunk } from '../../application/loading/chunk-loader';

// Loaded with the admin's customer project page only (the storefront's entry does not carry it).

/**
 * An admin's editing session for one customer's project (issue #17, SPEC §6): a child container of
 * the app's with the printing tool's session stores of its own (`customerEditingModule`: confined to
 * that project, a cart of its own, a navigator that stays in /admin, no news to the admin's other
 * tabs), over in-memory local records (the admin's own projects and cart stay as they are) and the
 * projects calls scoped to the customer's `userId`. Unbinding it (`unbindAll`) ends the session.
 */
export async function customerEditingContainer(parent: Container, customerId: string, projectId: string): Promise<Container> {
  const [{ printingSessionModules }, { CustomerProjectsCalls }, { SessionOverlayRecords }, session, { SharedTransport }, { ServerProjects }] = await loadChunk(
    () =>
      Promise.all([
        import('../../application/printing/printing-session-module'),
        import('../../adapters/main-api/customer-projects-calls'),
        import('../../adapters/storage/session-overlay-records'),
        import('../../application/admin/customer-project-session'),
        import('../../adapters/main-api/transport-from-context'),
        import('../../application/ports/server-projects'),
      ]),
  );
  const child = new Container({ parent });
  const tokens = parent.get<{ current(): string | null }>(AccessTokenSource);
  const transport = parent.get<import('../../adapters/main-api/transport').MainApiTransport>(SharedTransport);
  child.bind(LocalRecords).toConstantValue(new SessionOverlayRecords(parent.get(LocalRecords), session.CUSTOMER_SESSION_OWN_KEYS));
  child.bind(AccessTokenSource).toConstantValue(tokens);
  child.bind(ServerProjects).toConstantValue(new CustomerProjectsCalls(transport, customerId, projectId));
  // The customer's cart is not this browser's: it says nothing to the server's render of /cart.
  child.bind(CartHint).toConstantValue({ set: () => undefined });
  child.load(session.customerEditingModule({ customerId, projectId }, parent.get(Navigator)), ...printingSessionModules);
  return child;
}
