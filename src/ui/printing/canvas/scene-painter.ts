import { Rectangle, RenderTexture, Sprite, Texture, type Application, type Container } from 'pixi.js';
import type { RenderTile } from '../../../application/printing/render-model';
import type { Repaint } from './dirty-region';
import { CropRepaint, place, type FrameNode } from './frame-node';

/** Crop repaints the warm-up runs (into a 1 px texture, never the canvas). */
const WARM_UP_DRAWS = 12;

/**
 * Puts pixels on the canvas for PrintCanvas: the whole stage, the part of it that changed (a
 * scissored render), or one frame's photo from CropRepaint's small scene (a pan or zoom step).
 * The drawing buffer is preserved, so a scissored draw (its clear is scissored too) leaves every
 * other pixel as it was.
 */
export class ScenePainter {
  private readonly cropRepaint = new CropRepaint();

  constructor(private readonly app: Application) {}

  /** Renders the stage (or `scene`, drawn over what is there) into the part of the canvas that changed. */
  paint(repaint: Repaint, scene?: Container): void {
    if (repaint.kind === 'none') return;
    const renderer = this.app.renderer;
    const gl = 'gl' in renderer ? renderer.gl : null;
    if (repaint.kind === 'all' || !gl) {
      this.app.render();
      return;
    }
    const { x, y, width, height } = repaint.rect;
    const scale = renderer.resolution;
    const left = Math.floor(x * scale);
    const top = Math.floor(y * scale);
    const right = Math.ceil((x + width) * scale);
    const bottom = Math.ceil((y + height) * scale);
    gl.enable(gl.SCISSOR_TEST);
    // WebGL's window origin is the bottom-left corner.
    gl.scissor(left, gl.drawingBufferHeight - bottom, right - left, bottom - top);
    try {
      // A scene of its own is drawn over what is there; the stage clears its area first.
      if (scene) renderer.render({ container: scene, clear: false });
      else this.app.render();
    } finally {
      gl.disable(gl.SCISSOR_TEST);
    }
  }

  /** Repaints one frame's photo from its own small scene (a pan or zoom step; see CropRepaint). */
  paintCrop(tile: RenderTile, view: Texture): void {
    this.cropRepaint.prepare(tile, view);
    try {
      this.paint({ kind: 'area', rect: tile.photo }, this.cropRepaint.root);
    } finally {
      this.cropRepaint.release();
    }
  }

  /**
   * Runs the code a crop change runs (a texture frame moved, its UVs updated, a sprite placed) on a
   * throwaway texture and sprite, then a crop repaint for real but into a 1 px texture of its own,
   * so the first drag or zoom does not run it cold. Draws nothing on the canvas (it is not drawn
   * while idle).
   */
  warmUp(nodes: readonly FrameNode[]): void {
    const source = nodes.find((n) => n.photoSource !== null)?.photoSource;
    if (!source) return;
    const texture = new Texture({ source, frame: new Rectangle(0, 0, 2, 2), dynamic: true });
    const sprite = new Sprite(texture);
    for (let i = 0; i < 40; i++) {
      const f = texture.frame;
      f.x = i % 2;
      f.width = 2 + (i % 3);
      texture.update();
      place(sprite, { x: i, y: i, width: 100 + i, height: 80 + i });
    }
    sprite.destroy();
    texture.destroy(false);
    const node = nodes.find((n) => n.drawn?.selected && n.photoView !== null) ?? nodes.find((n) => n.photoView !== null);
    const tile = node?.drawn;
    const view = node?.photoView;
    if (!tile || !view) return;
    const target = RenderTexture.create({ width: 1, height: 1 });
    try {
      for (let i = 0; i < WARM_UP_DRAWS; i++) {
        this.cropRepaint.prepare(tile, view);
        try {
          this.app.renderer.render({ container: this.cropRepaint.root, target, clear: false });
        } finally {
          this.cropRepaint.release();
        }
      }
    } finally {
      target.destroy(true);
    }
  }

  destroy(): void {
    this.cropRepaint.destroy();
  }
}
