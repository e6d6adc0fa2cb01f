import { reaction, when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PrintingView } from '../../application/printing/printing-view';
import type { GestureInput } from './canvas/gesture-session';
import type { PrintCanvas } from './canvas/print-canvas';
import { LowResolutionBanners } from './low-resolution';
import { ArrangeToggle } from './arrange-toggle';
import { EmptyFrames } from './empty-frames';
import { FirstDraw } from './first-draw';
import type { PictureWatch } from './picture-watch';
import { TileEditBar } from './tile-edit-bar';
import { coalescedWrite } from './coalesced-write';
import styles from './printing.module.css';
import canvasTools from './canvas-tools.module.css';
import layout from './tool-layout.module.css';

const KEYBOARD_HELP =
  'Print preview. Drag a photo to move it in its frame, scroll or pinch to zoom. With the keyboard: arrow keys move the selected photo, plus and minus zoom, R rotates it 90°, Page Up and Page Down choose the tile. In arrange mode, a drag or the arrow keys move the selected photo to another frame, and Escape ends arranging. On a touch screen one finger scrolls the page: tap a photo to edit it, then drag to move it and pinch to zoom, and Done ends editing.';

/**
 * What screen readers hear (selection and zoom). A zoom changes it every frame, so a MobX reaction
 * writes the text: no React render or commit per frame, and a gesture's steps once it pauses.
 */
function Announcement({ view }: { view: PrintingView }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const writer = coalescedWrite((text: string) => {
      if (ref.current && ref.current.textContent !== text) ref.current.textContent = text;
    });
    const stop = reaction(
      () => view.announcement,
      (text) => writer.push(text),
      { fireImmediately: true },
    );
    return () => {
      stop();
      writer.dispose();
    };
  }, [view]);
  return <p ref={ref} id="tpx-print-status" className="tpx-visually-hidden" aria-live="polite" />;
}

/** Runs a task when the page is idle (Safari has no requestIdleCallback: a short timeout there); returns its cancel. */
const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
};

/** How long the WebGL canvas waits for the first picture before it is set up anyway (see the canvas effect). */
const FIRST_PICTURE_WAIT_MS = 1500;

/**
 * Mounts the PrintCanvas once (HOUSE-RULES 9) and feeds it the render model through a MobX
 * reaction; pointer, wheel and keyboard input go to the view's interaction mapping.
 */
/** An empty project's canvas says what to do first (the panels may be below the fold on a phone). */
const EmptyProject = observer(function EmptyProject({ view, onAddPhoto }: { view: PrintingView; onAddPhoto: () => void }) {
  const project = view.projects.active;
  if (project.tiles.length > 0 || project.isSplit) return null;
  return (
    <div className={styles.emptyProject}>
      <p className={styles.emptyTitle}>Your wall is empty</p>
      <button type="button" className={styles.primary} onClick={onAddPhoto}>
        Choose a photo
      </button>
    </div>
  );
});

/**
 * The canvas host's classes: a finger drags the photo (touch-action none) only while a tile is being
 * edited or photos arranged; otherwise a vertical swipe scrolls the page (pan-y).
 */
const hostClass = (view: PrintingView): string => {
  const host = `${styles.canvasHost} ${layout.canvasHostPhone}`;
  if (view.arrangement.arranging) return `${host} ${canvasTools.canvasArranging}`;
  if (view.editing.editing) return `${host} ${layout.canvasEditing}`;
  return host;
};

export const PrintCanvasView = observer(function PrintCanvasView({
  view,
  onAddPhoto,
  onReplacePhoto,
  onFillFrame,
  pictures,
  children,
}: {
  view: PrintingView;
  /** Hears which frames show their picture, while it waits for any (the previews of chosen files, issue 31 item 7). */
  pictures?: PictureWatch;
  /** What else lies over the canvas (the per-photo upload feedback). */
  children?: ReactNode;
  onAddPhoto: () => void;
  onReplacePhoto?: (tileId: string) => void;
  /** An empty frame's "+": opens the photo sources for that frame (0-based, in the layout's order). */
  onFillFrame?: (frameIndex: number) => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<PrintCanvas | null>(null);
  // Until the WebGL canvas has drawn, a 2D one shows the frames and the pictures loaded so far (issue 31 item 7).
  const [canvasDrawn, setCanvasDrawn] = useState(false);

  // The viewport follows the host's size.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const measure = () => view.setViewport({ width: host.clientWidth, height: host.clientHeight, pixelRatio: window.devicePixelRatio || 1 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(host);
    return () => observer.disconnect();
  }, [view]);

  // The canvas: created once, fed by a reaction, destroyed on unmount.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    // The canvas's code (pixi.js) is a chunk of its own, loaded here: the page's panels do not wait
    // for it, and the server, which renders the page but runs no effect, never loads it (issue 27).
    // It waits for the first picture (at most FIRST_PICTURE_WAIT_MS): Pixi's set-up holds the main thread
    // for most of a second on a phone, which held back that picture, shown meanwhile by the 2D first draw.
    let stopWaiting = () => {};
    void new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FIRST_PICTURE_WAIT_MS);
      const stopWhen = when(() => view.images.readyKeys.size > 0 || view.images.pendingCount === 0, resolve);
      stopWaiting = () => {
        clearTimeout(timer);
        stopWhen();
      };
    })
      .then(() => import('./canvas/print-canvas'))
      .then(({ PrintCanvas }) => PrintCanvas.create(host, (key) => view.images.bitmap(key)))
      .then((canvas) => {
        if (cancelled) {
          canvas.destroy();
          return;
        }
        canvasRef.current = canvas;
        // Pictures are uploaded to the GPU as they arrive, so no interaction frame pays for an upload.
        const stopTextures = reaction(
          () => view.images.readyKeys,
          (ready) => canvas.syncTextures(ready),
          { fireImmediately: true },
        );
        const stopModel = reaction(
          () => view.model,
          (model) => canvas.setModel(model),
          { fireImmediately: true },
        );
        // While a chosen file lies over its frame, each draw says which frames show their picture (it then goes).
        const stopWatch = reaction(
          () => pictures?.waiting ?? false,
          (waiting) => canvas.watchPictures(waiting && pictures ? (ids) => pictures.drawn(ids) : null),
          { fireImmediately: true },
        );
        // Once every photo is drawn, the idle page rehearses a gesture (nothing changes, nothing is
        // drawn) so that the shopper's first drag or zoom does not run its code cold.
        let idle: (() => void) | undefined;
        const stopWarm = when(
          () => view.model.tiles.length > 0 && view.model.tiles.every((t) => t.tileId === null || t.image !== null),
          () => {
            idle = whenIdle(() => {
              view.warmUp();
              canvas.warmUp();
            });
          },
        );
        // Two frames on, the canvas's first draw (with the pictures just uploaded) is on screen: the 2D one goes.
        let shown = requestAnimationFrame(() => (shown = requestAnimationFrame(() => setCanvasDrawn(true))));
        stop = () => {
          cancelAnimationFrame(shown);
          stopTextures();
          stopModel();
          stopWatch();
          stopWarm();
          idle?.();
        };
      });
    return () => {
      cancelled = true;
      stopWaiting();
      stop?.();
      canvasRef.current?.destroy();
      canvasRef.current = null;
    };
    // `pictures` is the same object for the page's life (the upload's previews): the canvas is made once.
  }, [view, pictures]);

  // Native listeners: wheel must be non-passive to keep the page from scrolling while zooming.
  useEffect(() => {
    const host = hostRef.current;
    const stage = stageRef.current;
    if (!host || !stage) return;
    // Input is drawn as soon as it is handled (see PrintCanvas.handleInput). A drag's or pinch's
    // move and a wheel step are gesture steps: their crop changes go to the canvas's gesture layer.
    const asInput = (handler: () => void, gesture: GestureInput | null = null) => {
      const canvas = canvasRef.current;
      if (canvas) canvas.handleInput(handler, gesture);
      else handler();
    };
    // The host's place on screen, measured once per scroll or resize: reading it per event would
    // force a layout inside every interaction frame (the panels' DOM changed in the last one).
    let rect: DOMRect | null = null;
    const forget = () => {
      rect = null;
    };
    const resized = new ResizeObserver(forget);
    resized.observe(host);
    resized.observe(document.documentElement);
    const local = (e: PointerEvent | WheelEvent) => {
      rect ??= host.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    };
    // One finger scrolls the page unless a tile is being edited (or photos arranged): such a touch only
    // tells a tap (which starts editing) from a swipe (the browser's: it scrolls and cancels the pointer).
    const taps = new Set<number>();
    const onDown = (e: PointerEvent) =>
      asInput(() => {
        if (e.pointerType === 'touch' && (taps.size > 0 || (!view.editing.editing && !view.arrangement.arranging))) {
          taps.add(e.pointerId);
          view.editing.touchDown({ pointerId: e.pointerId, ...local(e) });
          // No compatibility mouse events for this touch: their mousedown would focus the canvas after
          // a tap has started editing and Done has taken the focus. (It does not stop a swipe's scroll.)
          e.preventDefault();
          return;
        }
        if (view.interaction.pointerDown({ pointerId: e.pointerId, ...local(e) })) {
          try {
            host.setPointerCapture(e.pointerId);
          } catch {
            // A pointer the browser does not track (synthetic input): dragging still works inside the canvas.
          }
          e.preventDefault();
        }
      });
    // A drag may follow a pointer down on a photo: the canvas sets its gesture layer up now, not in the first move.
    const onDownDrawn = (e: PointerEvent) => {
      onDown(e);
      const tileId = view.interaction.draggedTileId;
      if (tileId !== null && !taps.has(e.pointerId)) canvasRef.current?.prepareGesture(tileId);
    };
    // A move of a drag, and a wheel that zoomed, are ours alone: stopped here, they do not go on to
    // React's root listener (which would dispatch them through the tree for nothing, every frame).
    const onMove = (e: PointerEvent) =>
      asInput(
        () => {
          if (taps.has(e.pointerId)) {
            view.editing.touchMove({ pointerId: e.pointerId, ...local(e) });
            return;
          }
          view.interaction.pointerMove({ pointerId: e.pointerId, ...local(e) });
          if (view.interaction.active) e.stopPropagation();
        },
        view.interaction.active && !taps.has(e.pointerId) ? 'drag' : null,
      );
    // The moves of a drag are taken before they reach the app's root, on the window in the capture
    // phase: React listens there for every pointermove and would walk the tree for each one (a
    // tenth of a pan frame's script) to find no listener. Other moves go on as before.
    const onDragMove = (e: PointerEvent) => {
      if (!view.interaction.active || taps.has(e.pointerId) || !(e.target instanceof Node) || !host.contains(e.target)) return;
      e.stopPropagation();
      asInput(() => view.interaction.pointerMove({ pointerId: e.pointerId, ...local(e) }), 'drag');
    };
    const onUp = (e: PointerEvent) =>
      asInput(() => {
        if (!taps.delete(e.pointerId)) view.interaction.pointerUp({ pointerId: e.pointerId, ...local(e) });
        else if (e.type === 'pointercancel') view.editing.touchCancel(e.pointerId);
        else view.editing.touchUp({ pointerId: e.pointerId, ...local(e) });
      });
    const onWheel = (e: WheelEvent) =>
      asInput(() => {
        const deltaY = e.deltaMode === 1 ? e.deltaY * 40 : e.deltaY;
        if (view.interaction.wheel({ ...local(e), deltaY, ctrlKey: e.ctrlKey })) {
          e.preventDefault();
          e.stopPropagation();
        }
      }, 'wheel');
    const onKey = (e: KeyboardEvent) =>
      asInput(() => {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        if (e.key === 'Escape' && view.editing.editing) {
          view.editing.leave();
          e.preventDefault();
          return;
        }
        if (view.interaction.key({ key: e.key, shiftKey: e.shiftKey })) e.preventDefault();
      });
    host.addEventListener('pointerdown', onDownDrawn);
    host.addEventListener('pointermove', onMove);
    window.addEventListener('pointermove', onDragMove, { capture: true });
    host.addEventListener('pointerup', onUp);
    host.addEventListener('pointercancel', onUp);
    // On the stage: the low-resolution badges lie over the canvas, and a wheel over one zooms too.
    stage.addEventListener('wheel', onWheel, { passive: false });
    host.addEventListener('keydown', onKey);
    window.addEventListener('scroll', forget, { capture: true, passive: true });
    window.addEventListener('resize', forget);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', forget, { capture: true });
      window.removeEventListener('resize', forget);
      host.removeEventListener('pointerdown', onDownDrawn);
      host.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointermove', onDragMove, { capture: true });
      host.removeEventListener('pointerup', onUp);
      host.removeEventListener('pointercancel', onUp);
      stage.removeEventListener('wheel', onWheel);
      host.removeEventListener('keydown', onKey);
    };
  }, [view]);

  return (
    <div ref={stageRef} className={view.editing.editing ? `${styles.stage} ${layout.stageEditing}` : styles.stage}>
      <div
        ref={hostRef}
        className={hostClass(view)}
        data-testid="print-canvas"
        data-images-pending={view.images.pendingCount}
        tabIndex={0}
        role="application"
        aria-roledescription="print preview"
        aria-label={KEYBOARD_HELP}
        aria-describedby="tpx-print-status"
        onFocus={() => view.setFocused(true)}
        onBlur={() => view.setFocused(false)}
      />
      <FirstDraw view={view} shown={!canvasDrawn} pictures={pictures} />
      <LowResolutionBanners view={view} {...(onReplacePhoto ? { onReplacePhoto } : {})} />
      <EmptyProject view={view} onAddPhoto={onAddPhoto} />
      {onFillFrame && <EmptyFrames view={view} onFillFrame={onFillFrame} />}
      {children}
      <ArrangeToggle view={view} />
      <TileEditBar view={view} />
      <Announcement view={view} />
    </div>
  );
});
