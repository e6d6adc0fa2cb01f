import { action, computed, makeObservable, observable } from 'mobx';
import type { Project } from '../../domain/project';
import { LAYOUT_METADATA_KEY } from '../../domain/project/frame-layout';
import { SPINNER_DRAG_THRESHOLD_PX } from '../../domain/shell/shell-constants';
import type { ProjectStore } from './project-store';
import { hitTest, type RenderModel } from './render-model';

/**
 * How far a finger may move and still tap (CSS px): the spec's drag threshold (SPEC §9, 10 px), so a
 * tap on the canvas and a tap on an option spinner tell a drag from a tap alike.
 */
export const TAP_SLOP_PX = SPINNER_DRAG_THRESHOLD_PX;

/**
 * The edited photo alone, as the editor shows it (issue 31 item 6: a single-photo editor on phones): the
 * project with only that tile, in the Custom layout (one frame filling the canvas). A split project, whose
 * tiles are one photo cut in place, is shown whole; so is a tile the project does not have.
 */
export const singlePhotoView = (project: Project, tileId: string): Project => {
  const tile = project.tiles.find((t) => t.id === tileId);
  if (project.isSplit || tile === undefined) return project;
  const { [LAYOUT_METADATA_KEY]: _layout, ...metadata } = project.metadata ?? {};
  return { ...project, tiles: [tile], metadata };
};

/** A touch as the canvas sees it, in CSS pixels relative to the canvas. */
export interface TouchPoint {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Touch on the canvas (issue 31 item 5): one finger scrolls the page unless the shopper is editing a
 * tile. A tap on a photo starts editing it (on a phone, the full-screen editor), where a drag pans the
 * photo and a pinch zooms it (CanvasInteraction); Done leaves. Outside editing this only tells taps
 * from swipes: a swipe is the browser's (it scrolls the page and cancels the pointer), so nothing here
 * captures a finger or keeps the page from scrolling. Mouse and pen input never come here.
 */
export class TileEditing {
  /** The tile being edited, or null (the canvas then leaves one-finger swipes to the page). */
  editingTileId: string | null = null;
  private readonly touches = new Map<number, { readonly x: number; readonly y: number; moved: boolean }>();

  constructor(
    private readonly projects: ProjectStore,
    private readonly model: () => RenderModel,
  ) {
    makeObservable(this, { editingTileId: observable, editing: computed, enter: action, leave: action });
  }

  /** Whether a tile is being edited: touch input goes to the canvas (pan, pinch), not the page. */
  get editing(): boolean {
    return this.editingTileId !== null;
  }

  /** Starts editing a tile of the active project (selecting it); an unknown tile changes nothing. */
  enter(tileId: string): boolean {
    if (!this.projects.active.tiles.some((t) => t.id === tileId)) return false;
    this.projects.selection.selectTile(tileId);
    this.editingTileId = tileId;
    return true;
  }

  /** Done: a pan or zoom under way goes into the project, and touch scrolls the page again. */
  leave(): void {
    this.touches.clear();
    if (this.editingTileId === null) return;
    this.projects.gestures.commit();
    this.editingTileId = null;
  }

  /** A finger lands on the canvas outside editing: remembered, to tell a tap from a swipe. */
  touchDown(p: TouchPoint): void {
    // A second finger makes it no tap (a pinch outside editing is nobody's: the page does not zoom either).
    for (const t of this.touches.values()) t.moved = true;
    this.touches.set(p.pointerId, { x: p.x, y: p.y, moved: this.touches.size > 0 });
  }

  touchMove(p: TouchPoint): void {
    const t = this.touches.get(p.pointerId);
    if (t && !t.moved && Math.hypot(p.x - t.x, p.y - t.y) > TAP_SLOP_PX) t.moved = true;
  }

  /** The browser took the finger (it scrolls the page): no tap. */
  touchCancel(pointerId: number): void {
    this.touches.delete(pointerId);
  }

  /** A finger lifts: a tap on a photo starts editing it (true); a swipe or a tap elsewhere does nothing. */
  touchUp(p: TouchPoint): boolean {
    const t = this.touches.get(p.pointerId);
    this.touches.delete(p.pointerId);
    if (!t || t.moved || Math.hypot(p.x - t.x, p.y - t.y) > TAP_SLOP_PX) return false;
    const hit = hitTest(this.model(), p.x, p.y);
    if (!hit || hit.tileId === null) return false;
    return this.enter(hit.tileId);
  }

  /** The edited tile left the project (removed, another project chosen): editing ends with it. */
  get stale(): boolean {
    const id = this.editingTileId;
    return id !== null && !this.projects.active.tiles.some((t) => t.id === id);
  }
}
