import { Container, Rectangle, Sprite, Texture } from 'pixi.js';
import type { RenderImage, RenderTile, ScreenRect } from '../../../application/printing/render-model';
import { cropRect } from './gesture-geometry';

const SELECTION_COLOR = 0x1a73e8;
const SELECTION_RING = 3;
const OUTLINE_COLOR = 0x8a8a8a;
const PLACEHOLDER_COLOR = 0xe6e2da;
const SHADOW_OFFSET = { x: 2, y: 4 };

export const place = (sprite: Sprite, r: ScreenRect, grow = 0) => {
  sprite.position.set(r.x - grow, r.y - grow);
  sprite.setSize(r.width + 2 * grow, r.height + 2 * grow);
};

/**
 * The photo sprite in its rectangle, turned clockwise by `turn` degrees (issue 31 item 6): its texture
 * is the unturned cut, so it turns about its centre and, at 90° and 270°, takes the rectangle's
 * sides swapped. An unturned photo is placed as any sprite.
 */
export const placeTurned = (sprite: Sprite, r: ScreenRect, turn: number) => {
  if (turn === 0) {
    if (sprite.rotation !== 0 || sprite.anchor.x !== 0) {
      sprite.rotation = 0;
      sprite.anchor.set(0, 0);
    }
    place(sprite, r);
    return;
  }
  sprite.anchor.set(0.5, 0.5);
  sprite.angle = turn;
  sprite.position.set(r.x + r.width / 2, r.y + r.height / 2);
  if (turn === 180) sprite.setSize(r.width, r.height);
  else sprite.setSize(r.height, r.width);
};

/**
 * Every pixel a frame may paint: its selection ring and outline around it, its shadow below and to
 * the right, and a pixel more for the edges that linear filtering blends.
 */
export const paintArea = (t: RenderTile): ScreenRect => {
  const grow = t.outline + SELECTION_RING + 1;
  const f = t.frame;
  return { x: f.x - grow, y: f.y - grow, width: f.width + 2 * grow + SHADOW_OFFSET.x, height: f.height + 2 * grow + SHADOW_OFFSET.y };
};

const colorSprite = (tint: number): Sprite => {
  const s = new Sprite(Texture.WHITE);
  s.tint = tint;
  return s;
};

/** The sprites of one print frame; everything is a batched sprite (no masks, no filters). */
export class FrameNode {
  readonly root = new Container();
  private readonly shadow = colorSprite(0x000000);
  private readonly selection = colorSprite(SELECTION_COLOR);
  private readonly outline = colorSprite(OUTLINE_COLOR);
  private readonly frame = colorSprite(0x000000);
  private readonly mat = colorSprite(0xffffff);
  private readonly placeholder = colorSprite(PLACEHOLDER_COLOR);
  private readonly photo = new Sprite(Texture.EMPTY);
  /** The draw pass that last saw this frame in the model (nodes not seen are removed). */
  generation = 0;
  private view: Texture | null = null;

  /** The texture source the photo is cut from, if one is shown (for the canvas's warm-up). */
  get photoSource(): Texture['source'] | null {
    return this.view?.source ?? null;
  }

  /** The photo's texture view (its crop), if a photo is shown. */
  get photoView(): Texture | null {
    return this.photo.visible ? this.view : null;
  }
  private viewKey: string | null = null;
  private last: RenderTile | null = null;

  constructor() {
    this.root.addChild(this.shadow, this.selection, this.outline, this.frame, this.mat, this.placeholder, this.photo);
  }

  /** The model this node last drew (the canvas skips the node while the model keeps this object). */
  get drawn(): RenderTile | null {
    return this.last;
  }

  /** The bitmap key this node draws, or null. */
  get imageKey(): string | null {
    return this.last?.image?.key ?? null;
  }

  /**
   * The selected frame (the one a drag or zoom changes every frame) is a render group of its own:
   * its few sprites are re-batched and uploaded alone, while the other frames' vertex data stays
   * on the GPU untouched.
   */
  setOwnGroup(own: boolean): void {
    if (this.root.isRenderGroup !== own) this.root.isRenderGroup = own;
  }

  /** Applies a frame's model; only what changed is touched. */
  update(t: RenderTile, base: Texture | null): void {
    const prev = this.last;
    if (!prev || !sameRect(prev.frame, t.frame) || prev.shadowOpacity !== t.shadowOpacity || prev.outline !== t.outline || prev.selected !== t.selected) {
      const f = t.frame;
      this.shadow.position.set(f.x + SHADOW_OFFSET.x, f.y + SHADOW_OFFSET.y);
      this.shadow.setSize(f.width, f.height);
      this.shadow.alpha = t.shadowOpacity;
      this.shadow.visible = t.shadowOpacity > 0;
      place(this.outline, f, t.outline);
      this.outline.visible = t.outline > 0;
      place(this.selection, f, t.outline + SELECTION_RING);
      this.selection.visible = t.selected;
      place(this.frame, f);
    }
    if (!prev || prev.frameColor !== t.frameColor) this.frame.tint = t.frameColor;
    if (!prev || prev.mat !== t.mat || prev.border !== t.border || !sameRect(prev.frame, t.frame)) {
      this.mat.visible = t.mat !== null;
      if (t.mat !== null) {
        this.mat.tint = t.mat;
        const f = t.frame;
        this.mat.position.set(f.x + t.border, f.y + t.border);
        this.mat.setSize(f.width - 2 * t.border, f.height - 2 * t.border);
      }
    }
    if (!prev || !sameRect(prev.photo, t.photo)) place(this.placeholder, t.photo);
    this.placeholder.visible = t.image === null || base === null;
    this.updatePhoto(t, t.image, base);
    this.last = t;
  }

  private updatePhoto(t: RenderTile, image: RenderImage | null, base: Texture | null): void {
    if (image === null || base === null) {
      this.photo.visible = false;
      return;
    }
    // The crop in the picture's place in its texture (a whole texture, or a part of an atlas page).
    const { x, y, width: fw, height: fh } = cropRect(image, base.frame);
    if (this.viewKey !== image.key || !this.view || this.view.source !== base.source) {
      this.view?.destroy(false);
      this.view = new Texture({ source: base.source, frame: new Rectangle(x, y, fw, fh), dynamic: true });
      this.viewKey = image.key;
      this.photo.texture = this.view;
    } else {
      const f = this.view.frame;
      if (f.x !== x || f.y !== y || f.width !== fw || f.height !== fh) {
        f.x = x;
        f.y = y;
        f.width = fw;
        f.height = fh;
        this.view.update();
      }
    }
    this.photo.visible = true;
    // Always: a new texture or crop frame changes the sprite's natural size, so its scale is reset here.
    placeTurned(this.photo, t.photo, image.rotation);
  }

  destroy(): void {
    this.view?.destroy(false);
    this.root.destroy({ children: true });
  }
}

const sameRect = (a: ScreenRect, b: ScreenRect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** Whether a frame changed only in which part of the same picture it shows (a pan or zoom step). */
export const onlyCropChanged = (a: RenderTile, b: RenderTile): boolean =>
  a.image !== null &&
  b.image !== null &&
  a.image.key === b.image.key &&
  sameRect(a.photo, b.photo) &&
  sameRect(a.frame, b.frame) &&
  a.frameColor === b.frameColor &&
  a.mat === b.mat &&
  a.border === b.border &&
  a.grayscale === b.grayscale &&
  a.shadowOpacity === b.shadowOpacity &&
  a.outline === b.outline &&
  a.selected === b.selected;

/**
 * What a pan or zoom step repaints: the photo's rectangle alone, over what lies under it in its frame
 * (the mat, or the moulding without one), drawn from its own small scene. Nothing else paints
 * there: a frame's photo is its top sprite, and shadows fall right and down onto frames drawn later.
 */
export class CropRepaint {
  readonly root = new Container();
  private readonly under = colorSprite(0xffffff);
  private readonly photo = new Sprite(Texture.EMPTY);

  constructor() {
    this.root.addChild(this.under, this.photo);
  }

  /** Sets the scene up for one draw of a frame's photo; `release()` after the draw. */
  prepare(t: RenderTile, view: Texture): void {
    this.under.tint = t.mat ?? t.frameColor;
    place(this.under, t.photo);
    this.photo.texture = view;
    placeTurned(this.photo, t.photo, t.image?.rotation ?? 0);
  }

  /** Lets go of the frame's texture (it belongs to its FrameNode, which may destroy it). */
  release(): void {
    this.photo.texture = Texture.EMPTY;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
