import type { ContainerModule } from 'inversify';
import { analyticsModule } from './analytics/analytics-module';
import { accountModule } from './account/account-module';
import { cartModule } from './cart/cart-module';
import { catalogModule } from './catalog/catalog-module';
import { printingModule } from './printing/printing-module';
import { shellModule } from './shell/shell-module';

/**
 * The features' modules that the shell and most pages need, in the entry; the same list is used by
 * the app and by tests. Stores only some pages need live in lazily loaded modules
 * (`printing/printing-session-module`, `upload/picker-module`, `cart/cart-page-module`), loaded with
 * those pages' chunks.
 */
export const entryModules: readonly ContainerModule[] = [shellModule, analyticsModule, accountModule, catalogModule, cartModule, printingModule];

/**
 * The modules whose stores outlive a customer's session: tenant, config, shell, modals, the session
 * itself and the catalogue (none holds a customer's store). Every other application module, in the
 * entry or loaded with a page, is per customer: a session reset disposes and rebuilds it.
 */
export const sessionWideModules: readonly ContainerModule[] = [shellModule, analyticsModule, accountModule, catalogModule];
