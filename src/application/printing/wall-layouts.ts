import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { offeredLayoutSizes, type Layout } from '../../domain/layouts';
import type { ProjectLayout } from '../../domain/project/frame-layout';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { MainApi, type MainApi as Api } from '../ports/main-api';

/**
 * The printing tool's wall layouts (SPEC §2: fixed layouts, plus Custom) as the store serves them
 * (GET v1/shopify/layouts_get). Until they arrive, or when the call fails, the client's own list
 * is used (`allLayouts` in the domain): the tool never waits for them.
 */
@injectable()
export class WallLayouts {
  /** The server's layouts; null while not loaded or after a failure (the client's own apply). */
  served: readonly Layout[] | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    makeObservable(this, { served: observableRef, sizes: computed, source: computed });
  }

  /** Where the layouts come from now. */
  get source(): 'server' | 'client' {
    return this.served === null ? 'client' : 'server';
  }

  /** The layouts the picker offers, in order, Custom last. */
  get sizes(): readonly ProjectLayout[] {
    return offeredLayoutSizes(this.served ?? undefined);
  }

  /** A product's layouts from the server (a layout without a product id applies to every product). */
  forProduct(productId: string): readonly Layout[] | undefined {
    return this.served?.filter((l) => l.productId === undefined || l.productId === productId);
  }

  /** Loads once per visit; a failure is reported and leaves the client's own layouts. */
  load(): Promise<void> {
    this.loading ??= this.api.getLayouts().then((result) => {
      if (isLeft(result)) {
        this.analytics.reportError(new Error(result.left.message), { where: 'layouts' });
        this.loading = null;
        return;
      }
      runInAction(() => (this.served = result.right));
    });
    return this.loading;
  }
}
