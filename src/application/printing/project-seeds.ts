import type { ProjectSeed, TileOptions } from '../../domain/project';
import { DEFAULT_TILE_PRODUCT_ID } from '../../domain/printing/print-product';
import { effectiveProductId, type TenantLimits } from '../../domain/tenant';
import { launchProductId, launchTileOptions } from '../../domain/embed';
import type { LaunchContext } from '../ports/launch-context';

/**
 * What a new project starts from: a fresh id and time, this browser's cart token, the product (the
 * drugstore tenant prints everything as its one product, SPEC §1) and the options a launch preselects
 * (SPEC §1 tpx-initial-data), under any the shopper chose.
 */
export class ProjectSeeds {
  private readonly launchOptions: Partial<TileOptions>;
  private readonly launchProductId: string | undefined;

  constructor(
    /** The tenant's limits as published: its forced product wins. */
    private readonly limits: () => TenantLimits,
    launch: LaunchContext,
    private readonly newId: () => string,
    private readonly now: () => number,
  ) {
    this.launchOptions = launchTileOptions(launch.initialData);
    this.launchProductId = launchProductId(launch.initialData);
  }

  /** A seed carrying on from the active project's product (if any). */
  next(cartToken: string, activeProductId: string | undefined, options?: Partial<TileOptions>): ProjectSeed {
    return {
      id: this.newId(),
      now: this.now(),
      cartToken,
      productId: effectiveProductId(this.limits(), activeProductId ?? this.launchProductId ?? DEFAULT_TILE_PRODUCT_ID),
      options: { ...this.launchOptions, ...options },
    };
  }
}
