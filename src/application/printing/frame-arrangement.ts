import type { GridPosition } from '../../domain/imaging';
import type { PrintProduct } from '../../domain/printing/print-product';
import type { Project } from '../../domain/project';
import { arrangeFrames, frameSlots, sameCorner, type CornerBox } from '../../domain/project/frame-layout';

/** The canvas's size in CSS pixels and the device pixel ratio. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
  /** The top-right corner a control over the canvas takes (the arrange toggle): no frame lies under it. */
  readonly keepClear?: CornerBox | undefined;
}

/** Space around the arrangement, in CSS pixels. */
export const ARRANGEMENT_MARGIN = 16;

type Slots = ReturnType<typeof frameSlots>;
type Geometry = ReturnType<typeof arrangeFrames>;
export type Arrangement = { readonly slots: Slots; readonly geometry: Geometry };

interface LastGeometry {
  readonly positions: readonly GridPosition[];
  readonly width: number;
  readonly height: number;
  readonly keepClear: CornerBox | undefined;
  readonly spacing: number;
  readonly inches: number;
  readonly geometry: Geometry;
}

/**
 * The frame rectangles of one canvas's projects (shared by its model, hit-testing and the DOM
 * overlays), remembered for that canvas: owned by its `PrintingView` (through the render model
 * builder) and forgotten when the view is disposed, so nothing outlives the page that drew it.
 */
export class FrameArrangements {
  // Asked twice per change (the picture needs and the model): the second time is a lookup.
  private byProject = new WeakMap<Project, { readonly product: PrintProduct; readonly viewport: Viewport; readonly result: Arrangement }>();
  /**
   * The last geometry, kept while the frame positions, viewport, spacing and frame size stay the same:
   * a pan or zoom (a new project object) lays out nothing, and the frames keep their rectangles.
   */
  private last: LastGeometry | null = null;

  of(project: Project, product: PrintProduct, viewport: Viewport): Arrangement {
    const known = this.byProject.get(project);
    if (known && known.product === product && known.viewport === viewport) return known.result;
    const slots = frameSlots(project, product.layouts);
    const result = { slots, geometry: this.geometryOf(slots, viewport, project.tileSpacing, product.widthInches) };
    this.byProject.set(project, { product, viewport, result });
    return result;
  }

  /** Forgets what was laid out (the view is going away, or may start again from nothing). */
  dispose(): void {
    this.byProject = new WeakMap();
    this.last = null;
  }

  private geometryOf(slots: Slots, viewport: Viewport, spacing: number, inches: number): Geometry {
    const last = this.last;
    if (
      last &&
      last.width === viewport.width &&
      last.height === viewport.height &&
      sameCorner(last.keepClear, viewport.keepClear) &&
      last.spacing === spacing &&
      last.inches === inches &&
      last.positions.length === slots.length
    ) {
      let same = true;
      for (let i = 0; i < slots.length && same; i++) {
        const a = last.positions[i] as GridPosition;
        const b = (slots[i] as Slots[number]).position;
        same = a === b || (a.positionX === b.positionX && a.positionY === b.positionY);
      }
      if (same) return last.geometry;
    }
    const positions = slots.map((s) => s.position);
    const geometry = arrangeFrames(positions, viewport, spacing, inches, ARRANGEMENT_MARGIN, viewport.keepClear);
    this.last = { positions, width: viewport.width, height: viewport.height, keepClear: viewport.keepClear, spacing, inches, geometry };
    return geometry;
  }
}
