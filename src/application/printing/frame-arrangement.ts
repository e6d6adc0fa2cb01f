import type { GridPosition } from '../../domain/imaging';
import type { PrintProduct } from '../../domain/printing/print-product';
import type { Project } from '../../domain/project';
import { arrangeFrames, frameSlots } from '../../domain/project/frame-layout';

/** The canvas's size in CSS pixels and the device pixel ratio. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
}

/** Space around the arrangement, in CSS pixels. */
export const ARRANGEMENT_MARGIN = 16;

/** The frame rectangles of a project in a viewport (shared by the model, hit-testing and the DOM overlays). */
export const arrangement = (project: Project, product: PrintProduct, viewport: Viewport): Arrangement => {
  // Asked twice per change (the picture needs and the model): the second time is a lookup.
  const known = ARRANGEMENTS.get(project);
  if (known && known.product === product && known.viewport === viewport) return known.result;
  const slots = frameSlots(project, product.layouts);
  const result = { slots, geometry: geometryOf(slots, viewport, project.tileSpacing, product.widthInches) };
  ARRANGEMENTS.set(project, { product, viewport, result });
  return result;
};

type Arrangement = { readonly slots: ReturnType<typeof frameSlots>; readonly geometry: ReturnType<typeof arrangeFrames> };

const ARRANGEMENTS = new WeakMap<Project, { readonly product: PrintProduct; readonly viewport: Viewport; readonly result: Arrangement }>();

/**
 * The last geometry, kept while the frame positions, viewport, spacing and frame size stay the same:
 * a pan or zoom (a new project object) lays out nothing, and the frames keep their rectangles.
 */
let lastGeometry: {
  readonly positions: readonly GridPosition[];
  readonly width: number;
  readonly height: number;
  readonly spacing: number;
  readonly inches: number;
  readonly geometry: ReturnType<typeof arrangeFrames>;
} | null = null;

const geometryOf = (slots: ReturnType<typeof frameSlots>, viewport: Viewport, spacing: number, inches: number) => {
  const last = lastGeometry;
  if (
    last &&
    last.width === viewport.width &&
    last.height === viewport.height &&
    last.spacing === spacing &&
    last.inches === inches &&
    last.positions.length === slots.length
  ) {
    let same = true;
    for (let i = 0; i < slots.length && same; i++) {
      const a = last.positions[i] as GridPosition;
      const b = (slots[i] as (typeof slots)[number]).position;
      same = a === b || (a.positionX === b.positionX && a.positionY === b.positionY);
    }
    if (same) return last.geometry;
  }
  const positions = slots.map((s) => s.position);
  const geometry = arrangeFrames(positions, viewport, spacing, inches, ARRANGEMENT_MARGIN);
  lastGeometry = { positions, width: viewport.width, height: viewport.height, spacing, inches, geometry };
  return geometry;
};
