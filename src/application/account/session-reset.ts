import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { LOGOUT_CLEARED_KEYS } from '../../domain/persistence';
import { CustomerScope, type CustomerScope as Scope } from '../ports/customer-scope';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';

/**
 * Ends a customer's session (logout, tenant change): nothing of theirs stays visible. The stores of
 * the per-customer scope are disposed (a pending project write lands first, then is cleared), the
 * records logout clears (`LOGOUT_CLEARED_KEYS`, SPEC §4) are removed, and the scope is bound afresh,
 * so the next resolution builds empty stores. `session` counts resets: the views are keyed by it, so
 * none keeps a store of the previous customer.
 */
@injectable()
export class SessionReset {
  session = 0;

  constructor(
    @inject(LocalRecords) private readonly records: Records,
    @inject(CustomerScope) private readonly scope: Scope,
  ) {
    makeObservable(this, { session: observable });
  }

  reset(): void {
    this.scope.dispose();
    this.records.clear(LOGOUT_CLEARED_KEYS);
    this.scope.rebuild();
    runInAction(() => this.session++);
  }
}
