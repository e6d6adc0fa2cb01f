import { autorun, untracked } from 'mobx';
import { useLayoutEffect, useRef } from 'react';
import type { TileBitmap } from '../../application/ports/tile-image-loader';
import type { PrintingView } from '../../application/printing/printing-view';
import type { RenderModel, ScreenRect } from '../../application/printing/render-model';
import type { PictureWatch } from './picture-watch';
import styles from './printing.module.css';

// The WebGL canvas's colours and offsets (canvas/frame-node.ts), so that its first frame replaces this one unseen.
const SELECTION_COLOR = '#1a73e8';
const SELECTION_RING = 3;
const OUTLINE_COLOR = '#8a8a8a';
const PLACEHOLDER_COLOR = '#e6e2da';
const SHADOW_OFFSET = { x: 2, y: 4 };

const hex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

const grown = (r: ScreenRect, by: number): [number, number, number, number] => [r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by];

/**
 * Draws the render model's frames on a 2D context, the pictures loaded so far in them: what the WebGL
 * canvas draws (shadow, selection ring, outline, moulding, mat, photo cut and turned), without its
 * code. A frame whose picture is not loaded shows the placeholder colour, as there. Answers the tiles
 * whose picture it drew.
 */
export function drawFrames(ctx: CanvasRenderingContext2D, model: RenderModel, bitmapFor: (key: string) => TileBitmap | null): string[] {
  const { width, height, pixelRatio } = model.viewport;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const pictures: string[] = [];
  for (const t of model.tiles) {
    const f = t.frame;
    if (t.shadowOpacity > 0) {
      ctx.fillStyle = `rgba(0, 0, 0, ${t.shadowOpacity})`;
      ctx.fillRect(f.x + SHADOW_OFFSET.x, f.y + SHADOW_OFFSET.y, f.width, f.height);
    }
    if (t.selected) {
      ctx.fillStyle = SELECTION_COLOR;
      ctx.fillRect(...grown(f, t.outline + SELECTION_RING));
    }
    if (t.outline > 0) {
      ctx.fillStyle = OUTLINE_COLOR;
      ctx.fillRect(...grown(f, t.outline));
    }
    ctx.fillStyle = hex(t.frameColor);
    ctx.fillRect(f.x, f.y, f.width, f.height);
    if (t.mat !== null) {
      ctx.fillStyle = hex(t.mat);
      ctx.fillRect(f.x + t.border, f.y + t.border, f.width - 2 * t.border, f.height - 2 * t.border);
    }
    const p = t.photo;
    const bitmap = t.image ? bitmapFor(t.image.key) : null;
    if (!t.image || !bitmap) {
      ctx.fillStyle = PLACEHOLDER_COLOR;
      ctx.fillRect(p.x, p.y, p.width, p.height);
      continue;
    }
    // The cut of the unturned picture (as the canvas's texture frame), turned about the photo's centre.
    const { u0, v0, u1, v1, rotation } = t.image;
    const w = bitmap.width;
    const h = bitmap.height;
    const sx = Math.max(0, Math.min(w, u0 * w));
    const sy = Math.max(0, Math.min(h, v0 * h));
    const sw = Math.max(1, Math.min(w - sx, (u1 - u0) * w));
    const sh = Math.max(1, Math.min(h - sy, (v1 - v0) * h));
    const sideways = rotation === 90 || rotation === 270;
    const dw = sideways ? p.height : p.width;
    const dh = sideways ? p.width : p.height;
    ctx.save();
    ctx.translate(p.x + p.width / 2, p.y + p.height / 2);
    ctx.rotate((rotation * Math.PI) / 180);
    ctx.drawImage(bitmap as unknown as CanvasImageSource, sx, sy, sw, sh, -dw / 2, -dh / 2, dw, dh);
    ctx.restore();
    if (t.tileId !== null) pictures.push(t.tileId);
  }
  return pictures;
}

/**
 * The tool's first picture before the WebGL canvas is up (issue 31 item 7: the first tile within 1 s
 * of choosing photos on a phone). Pixi's code, its WebGL context and shaders, and its first frame
 * take most of a second on a phone; the chosen photo's picture is often ready before that. This 2D
 * canvas lies over the canvas host at its exact size, draws the frames with the pictures loaded so
 * far, and goes when `shown` turns false (the WebGL canvas has drawn): nothing moves, nothing waits.
 * `pictures` hears which frames show their picture (the previews of chosen files then go).
 */
export function FirstDraw({ view, shown, pictures }: { view: PrintingView; shown: boolean; pictures?: PictureWatch | undefined }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const ctx = shown ? canvas?.getContext('2d') : null;
    if (!canvas || !ctx) return;
    return autorun(() => {
      const model = view.model;
      const { width, height, pixelRatio } = model.viewport;
      const w = Math.round(width * pixelRatio);
      const h = Math.round(height * pixelRatio);
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
      }
      // How many pictures it shows, for the first-tile bench (bench/upload/first-tile-bench.ts).
      const drawn = drawFrames(ctx, model, (key) => view.images.bitmap(key));
      canvas.dataset.pictures = String(drawn.length);
      // Not a dependency: a preview shown or gone draws nothing again here.
      if (drawn.length > 0 && pictures && untracked(() => pictures.waiting)) pictures.drawn(drawn);
    });
  }, [view, shown, pictures]);
  return shown ? <canvas ref={ref} className={styles.firstDraw} aria-hidden="true" data-testid="first-draw" /> : null;
}
