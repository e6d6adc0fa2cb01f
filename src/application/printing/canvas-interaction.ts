import { runInAction } from 'mobx';
import { focusInRect, pinchCentre, pinchDistance, pinchScale, type ScreenPoint } from '../../domain/imaging/render-geometry';
import type { Scale } from '../../domain/units';
import type { ProjectStore } from './project-store';
import { WHEEL_GESTURE_IDLE_MS } from './tile-gestures';
import { hitFrame, hitTest, type RenderModel, type RenderTile, type ScreenRect } from './render-model';
import type { TileArrangement } from './tile-arrangement';
import type { ArrangeDirection } from '../../domain/project';

const ARROWS: Readonly<Record<string, ArrangeDirection>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** A pointer event as the canvas sees it, in CSS pixels relative to the canvas. */
export interface PointerInput {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
}

export interface WheelInput {
  readonly x: number;
  readonly y: number;
  readonly deltaY: number;
  /** A trackpad pinch arrives as a wheel with ctrl held (browsers' convention). */
  readonly ctrlKey?: boolean;
}

export interface KeyInput {
  readonly key: string;
  readonly shiftKey?: boolean;
}

/** How far an arrow key moves the photo, in screen pixels (Shift: five times as far). */
export const KEY_PAN_PX = 10;

interface Gesture {
  readonly tileId: string;
  readonly photo: ScreenRect;
  pinch: { readonly startDistance: number; readonly startScale: Scale; centre: ScreenPoint } | null;
}

/**
 * Maps canvas input to project actions: drag pans the photo under the pointer, wheel zooms at the
 * pointer, two fingers pinch-zoom centred between them (and pan with their midpoint), arrows pan,
 * + and - zoom, R rotates the photo 90°, Page Up / Page Down choose the tile. No DOM: the view forwards plain values.
 */
export class CanvasInteraction {
  private readonly pointers = new Map<number, ScreenPoint>();
  private gesture: Gesture | null = null;
  /** In arrange mode: the photo being dragged to another frame. */
  private carried: { readonly pointerId: number; readonly tileId: string } | null = null;
  /** The frame (its index in the model) the last wheel step zoomed: the next step is most likely over it too. */
  private lastWheelFrame = -1;

  constructor(
    private readonly projects: ProjectStore,
    private readonly model: () => RenderModel,
    private readonly arrangement?: TileArrangement,
  ) {}

  /** True while a drag or pinch is under way. */
  get active(): boolean {
    return this.gesture !== null || this.carried !== null;
  }

  /** The tile a one-pointer drag pans, while one is under way (not a pinch, not arranging). */
  get draggedTileId(): string | null {
    const gesture = this.gesture;
    return gesture !== null && gesture.pinch === null ? gesture.tileId : null;
  }

  private get arranging(): boolean {
    return this.arrangement?.arranging === true;
  }

  /** Returns true when the pointer landed on a photo (the view then captures it). */
  pointerDown(p: PointerInput): boolean {
    this.pointers.set(p.pointerId, { x: p.x, y: p.y });
    if (this.arranging) {
      // Arranging: one finger carries a photo to another frame; nothing pans or zooms.
      const hit = this.pointers.size === 1 ? hitTest(this.model(), p.x, p.y) : undefined;
      this.carried = hit?.tileId ? { pointerId: p.pointerId, tileId: hit.tileId } : null;
      if (this.carried) this.projects.selection.selectTile(this.carried.tileId);
      return this.carried !== null;
    }
    if (this.pointers.size === 1) {
      const hit = hitTest(this.model(), p.x, p.y);
      if (!hit || hit.tileId === null) {
        this.gesture = null;
        return false;
      }
      this.projects.selection.selectTile(hit.tileId);
      // Until the last pointer is up, the moves change the store's gesture, not the project.
      this.projects.gestures.begin(hit.tileId);
      this.gesture = { tileId: hit.tileId, photo: hit.photo, pinch: null };
      return true;
    }
    if (this.gesture && this.pointers.size === 2) this.startPinch(this.gesture);
    return this.gesture !== null;
  }

  pointerMove(p: PointerInput): void {
    const previous = this.pointers.get(p.pointerId);
    if (!previous) return;
    const gesture = this.gesture;
    this.pointers.set(p.pointerId, { x: p.x, y: p.y });
    if (!gesture) return;
    if (gesture.pinch) {
      this.movePinch(gesture);
      return;
    }
    this.projects.framing.panTileByScreen(gesture.tileId, p.x - previous.x, p.y - previous.y, gesture.photo.width, gesture.photo.height);
  }

  pointerUp(p: PointerInput): void {
    this.pointers.delete(p.pointerId);
    const carried = this.carried;
    if (carried !== null && carried.pointerId === p.pointerId) {
      this.carried = null;
      const frame = hitFrame(this.model(), p.x, p.y);
      if (frame >= 0) this.arrangement?.moveToFrame(carried.tileId, frame);
      return;
    }
    if (this.pointers.size === 0) {
      if (this.gesture) this.projects.gestures.endSoon();
      this.gesture = null;
    } else if (this.gesture) this.gesture.pinch = null; // one finger left: back to dragging
  }

  /** Zooms the photo under the pointer; returns true when handled (the view then prevents scrolling). */
  wheel(w: WheelInput): boolean {
    if (this.arranging) return false;
    const hit = this.wheelHit(this.model(), w.x, w.y);
    if (!hit || hit.tileId === null || w.deltaY === 0) return false;
    const tileId = hit.tileId;
    // One step, one batch: observers run once, after the zoom.
    runInAction(() => {
      if (this.projects.selection.selectedTileId !== tileId) this.projects.selection.selectTile(tileId);
      // A wheel gesture ends when the steps stop (no end event): the project takes the zoom then.
      this.projects.gestures.begin(tileId, WHEEL_GESTURE_IDLE_MS);
      this.projects.framing.wheelZoomTile(tileId, w.deltaY, focusInRect(w, hit.photo), w.ctrlKey === true);
    });
    return true;
  }

  /**
   * The frame under a wheel step: the last step's frame is tried first, so a zoom's steps do not
   * search the 100 frames each time.
   */
  private wheelHit(model: RenderModel, x: number, y: number): RenderTile | undefined {
    const last = model.tiles[this.lastWheelFrame];
    if (last !== undefined && x >= last.frame.x && x < last.frame.x + last.frame.width && y >= last.frame.y && y < last.frame.y + last.frame.height)
      return last;
    this.lastWheelFrame = hitFrame(model, x, y);
    return model.tiles[this.lastWheelFrame];
  }

  /** Keyboard control of the selected tile; returns true when the key was used. Each key press is a whole step. */
  key(k: KeyInput): boolean {
    const used = this.keyStep(k);
    // The step ends with the key: its pan or zoom goes into the project now.
    if (used) this.projects.gestures.commit();
    return used;
  }

  private keyStep(k: KeyInput): boolean {
    if (k.key === 'PageDown' || k.key === 'PageUp') {
      this.projects.selection.selectNextTile(k.key === 'PageDown' ? 1 : -1);
      return true;
    }
    if (this.arranging) {
      if (k.key === 'Escape') {
        this.arrangement?.setArranging(false);
        return true;
      }
      const direction = ARROWS[k.key];
      if (direction === undefined) return false;
      if (this.projects.selection.selectedTileId === null) this.projects.selection.selectNextTile(1);
      else this.arrangement?.step(direction);
      return true;
    }
    const tileId = this.projects.selection.selectedTileId;
    if (tileId === null) {
      if (k.key.startsWith('Arrow') || k.key === '+' || k.key === '-') {
        this.projects.selection.selectNextTile(1);
        return true;
      }
      return false;
    }
    const step = KEY_PAN_PX * (k.shiftKey ? 5 : 1);
    const photo = this.model().tiles.find((t) => t.tileId === tileId)?.photo;
    const pan = (dx: number, dy: number) => {
      if (photo) this.projects.framing.panTileByScreen(tileId, dx, dy, photo.width, photo.height);
      return true;
    };
    switch (k.key) {
      case 'ArrowLeft':
        return pan(-step, 0);
      case 'ArrowRight':
        return pan(step, 0);
      case 'ArrowUp':
        return pan(0, -step);
      case 'ArrowDown':
        return pan(0, step);
      case '+':
      case '=':
        this.projects.framing.stepTileZoom(tileId, 1);
        return true;
      case '-':
      case '_':
        this.projects.framing.stepTileZoom(tileId, -1);
        return true;
      case 'r':
      case 'R':
        // Rotate 90° (issue 31 item 6), as the editor's button does.
        this.projects.framing.rotateTile(tileId);
        return true;
      default:
        return false;
    }
  }

  /** The page goes away: a gesture under way goes into the project. */
  dispose(): void {
    this.pointers.clear();
    this.carried = null;
    if (this.gesture) this.projects.gestures.end();
    this.gesture = null;
  }

  private points(): [ScreenPoint, ScreenPoint] {
    const [a, b] = [...this.pointers.values()];
    return [a as ScreenPoint, b as ScreenPoint];
  }

  private currentScale(tileId: string): Scale {
    return this.projects.framing.scaleOf(tileId);
  }

  private startPinch(gesture: Gesture): void {
    const [a, b] = this.points();
    gesture.pinch = { startDistance: pinchDistance(a, b), startScale: this.currentScale(gesture.tileId), centre: pinchCentre(a, b) };
  }

  private movePinch(gesture: Gesture): void {
    const pinch = gesture.pinch;
    if (!pinch) return;
    const [a, b] = this.points();
    const centre = pinchCentre(a, b);
    const scale = pinchScale(pinch.startScale, pinch.startDistance, pinchDistance(a, b));
    this.projects.framing.zoomTileAt(gesture.tileId, scale, focusInRect(centre, gesture.photo));
    this.projects.framing.panTileByScreen(gesture.tileId, centre.x - pinch.centre.x, centre.y - pinch.centre.y, gesture.photo.width, gesture.photo.height);
    pinch.centre = centre;
  }
}
