import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { makeObservableByKind } from '../observable-by-kind';
import { domainError, type DomainError } from '../../domain/errors';
import { CUSTOM_LAYOUT_NAME } from '../../domain/layouts';
import { withTileOptions, withTilesPlaced } from '../../domain/printing/tile-edits';
import { normalizeFrameColor, type Filter, type MatColor, type Orientation, type TileOptions } from '../../domain/project';
import { canUseLayout, LAYOUT_METADATA_KEY, projectLayout, type ProjectLayout } from '../../domain/project/frame-layout';
import { allowedFrameColors, type TenantLimits } from '../../domain/tenant';
import type { ActiveProjectHost } from './active-project-host';
import type { TileGestures } from './tile-gestures';

/** Whether a change applies to one tile or to the whole project (and all its tiles). */
export type OptionScope = { readonly tileId: string } | 'project';

export type FrameColorRefused = DomainError<'options/unrecognized-variant' | 'options/frame-not-allowed'>;
export type LayoutRefused = DomainError<'printing/layout-too-small'>;

/**
 * The active project's options: its layout, and the tile options (frame colour, mat, filter,
 * orientation) for the whole project or one tile.
 */
export class ProjectOptions {
  constructor(
    /** The tenant's limits as published (`TenantStore.limits`). */
    private readonly limits: () => TenantLimits,
    private readonly gestures: TileGestures,
    private readonly host: ActiveProjectHost,
  ) {
    makeObservableByKind(this, {
      computed: ['layout', 'frameColors'],
      action: ['setLayout', 'setFrameColor', 'setMatColor', 'setFilter', 'setOrientation'],
    });
  }

  get layout(): ProjectLayout {
    return projectLayout(this.host.active());
  }

  /** Arranges the active project in a fixed layout or Custom; a layout with fewer frames than photos is refused. */
  setLayout(layout: ProjectLayout): Either<LayoutRefused, ProjectLayout> {
    this.gestures.commit();
    const project = this.host.active();
    if (project.isSplit || !canUseLayout(layout, project.tiles.length)) {
      return left(domainError('printing/layout-too-small', `The ${layout} layout has fewer frames than the ${project.tiles.length} photos in this project.`));
    }
    const metadata = { ...project.metadata, [LAYOUT_METADATA_KEY]: layout === CUSTOM_LAYOUT_NAME ? CUSTOM_LAYOUT_NAME : layout };
    // The photos take the new layout's frames in their order (a frame remembers its photo by position).
    this.host.replaceActive(withTilesPlaced({ ...project, metadata }, project.tiles, this.host.product().layouts));
    return right(layout);
  }

  /** The frame colours offered: the product's variants the tenant allows. */
  get frameColors(): readonly string[] {
    return allowedFrameColors(
      this.limits(),
      this.host.product().variants.map((v) => v.name),
    );
  }

  /** Sets a frame colour: it must be one of the product's variants the tenant allows. */
  setFrameColor(name: string, scope: OptionScope = 'project'): Either<FrameColorRefused, string> {
    const normalized = normalizeFrameColor(name, this.host.product());
    if (isLeft(normalized)) return normalized;
    if (!this.frameColors.includes(normalized.right)) {
      return left(domainError('options/frame-not-allowed', `${normalized.right} frames are not available here.`));
    }
    this.apply({ frameColor: normalized.right }, scope);
    return right(normalized.right);
  }

  setMatColor(mat: MatColor, scope: OptionScope = 'project'): void {
    this.apply({ matColor: mat }, scope);
  }

  setFilter(filter: Filter, scope: OptionScope = 'project'): void {
    this.apply({ filter }, scope);
  }

  /** Turns a frame (only for orientation-eligible products); the crop keeps its centre and zoom. */
  setOrientation(orientation: Orientation, scope: OptionScope = 'project'): void {
    if (this.host.product().orientationEligible !== true) return;
    this.apply({ orientation }, scope);
  }

  private apply(options: Partial<TileOptions>, scope: OptionScope): void {
    this.gestures.commit();
    const project = this.host.active();
    const product = this.host.product();
    if (scope === 'project') {
      this.host.replaceActive({ ...project, ...options, tiles: project.tiles.map((t) => withTileOptions(t, options, project.isSplit, product)) });
      return;
    }
    this.host.updateTile(scope.tileId, (t) => withTileOptions(t, options, project.isSplit, product));
  }
}
