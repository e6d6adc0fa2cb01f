import { Rectangle, RenderTexture, Sprite, Texture, type Application, type Container, type WebGLRenderer } from 'pixi.js';
import type { RenderTile, ScreenRect } from '../../../application/printing/render-model';
import { CropBlit } from './crop-blit';
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
  /** The crop repaint in plain WebGL (null without WebGL: CropRepaint's scene is drawn by Pixi then). */
  private readonly blit: CropBlit | null;

  constructor(private readonly app: Application) {
    this.blit = 'gl' in app.renderer ? new CropBlit(app.renderer as WebGLRenderer) : null;
  }

  /** A lost WebGL context came back: what the crop repaint made on the GPU is made again. */
  contextRestored(): void {
    this.blit?.contextRestored();
  }

  /** The device-pixel scissor box of a CSS-pixel rectangle: left, bottom (WebGL's origin), width, height. */
  private scissorBox(rect: ScreenRect, bufferHeight: number): [number, number, number, number] {
    const scale = this.app.renderer.resolution;
    const left = Math.floor(rect.x * scale);
    const top = Math.floor(rect.y * scale);
    const right = Math.ceil((rect.x + rect.width) * scale);
    const bottom = Math.ceil((rect.y + rect.height) * scale);
    return [left, bufferHeight - bottom, right - left, bottom - top];
  }

  /** Renders the stage (or `scene`, drawn over what is there) into the part of the canvas that changed. */
  paint(repaint: Repaint, scene?: Container): void {
    if (repaint.kind === 'none') return;
    const renderer = this.app.renderer;
    const gl = 'gl' in renderer ? renderer.gl : null;
    if (repaint.kind === 'all' || !gl) {
      this.app.render();
      return;
    }
    const [left, bottom, width, height] = this.scissorBox(repaint.rect, gl.drawingBufferHeight);
    gl.enable(gl.SCISSOR_TEST);
    // WebGL's window origin is the bottom-left corner.
    gl.scissor(left, bottom, width, height);
    try {
      // A scene of its own is drawn over what is there; the stage clears its area first.
      if (scene) renderer.render({ container: scene, clear: false });
      else this.app.render();
    } finally {
      gl.disable(gl.SCISSOR_TEST);
    }
  }

  /** Repaints one frame's photo from its own small scene (a pan or zoom step; see CropRepaint and CropBlit). */
  paintCrop(tile: RenderTile, view: Texture): void {
    // A turned photo goes through Pixi's sprite (placeTurned): the blit draws the common, unturned case.
    if (this.blit?.available && (tile.image?.rotation ?? 0) === 0) {
      const gl = (this.app.renderer as WebGLRenderer).gl;
      this.blit.paint(tile.photo, tile.mat ?? tile.frameColor, view, this.scissorBox(tile.photo, gl.drawingBufferHeight));
      return;
    }
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
    // The plain WebGL repaint, run through but scissored to nothing: no pixel of the canvas changes.
    if (this.blit?.available) for (let i = 0; i < WARM_UP_DRAWS; i++) this.blit.paint(tile.photo, tile.mat ?? tile.frameColor, view, [0, 0, 0, 0]);
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
    this.blit?.destroy();
    this.cropRepaint.destroy();
  }
}
