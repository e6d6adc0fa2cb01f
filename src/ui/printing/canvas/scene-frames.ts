import type { Container, Texture } from 'pixi.js';
import type { RenderTile } from '../../../application/printing/render-model';
import type { DirtyRegion } from './dirty-region';
import { FrameNode, onlyCropChanged, paintArea } from './frame-node';

/** What a sync's frame updates changed: how many frames, and the frame if its crop alone changed (one object, reset per sync). */
export interface FrameChange {
  count: number;
  cropNode: FrameNode | null;
  cropTile: RenderTile | null;
}

/**
 * The scene's frame nodes, one per render tile by key, brought to the model at each draw. Frames
 * whose RenderTile object is the one they last drew are not touched (a pan of one photo updates one
 * node); what changed is added to the dirty region; nothing is allocated per sync beyond what changed.
 */
export class SceneFrames {
  readonly nodes = new Map<string, FrameNode>();
  private generation = 0;
  /** The frames of the last sync, and how many of them showed a picture. */
  private last: readonly RenderTile[] | null = null;
  private pictures = 0;
  private readonly change: FrameChange = { count: 0, cropNode: null, cropTile: null };

  /** `textureFor` gives a picture's base texture (null: not loaded). */
  constructor(
    private readonly scene: Container,
    private readonly region: DirtyRegion,
    private readonly textureFor: (key: string) => Texture | null,
  ) {}

  /** The frames last synced (null: none since the start or the last clear). */
  get tiles(): readonly RenderTile[] | null {
    return this.last;
  }

  /** How many of the frames last synced show a picture. */
  get drawn(): number {
    return this.pictures;
  }

  /** Brings the scene to `tiles`; what changed (the same object every time). */
  sync(tiles: readonly RenderTile[]): FrameChange {
    const change = this.change;
    change.count = 0;
    change.cropNode = null;
    change.cropTile = null;
    const structure = this.syncSame(tiles, change) ? false : this.syncAll(tiles, change);
    // Later frames draw over earlier ones (shadows fall on the wall, not on a neighbour's photo).
    if (structure) {
      tiles.forEach((tile, i) => this.scene.setChildIndex((this.nodes.get(tile.key) as FrameNode).root, i));
      this.region.markAll();
    }
    this.last = tiles;
    return change;
  }

  /** Destroys every frame node (a context loss): the next sync makes them afresh. */
  clear(): void {
    for (const node of this.nodes.values()) node.destroy();
    this.nodes.clear();
    this.last = null;
  }

  /**
   * The common case of a frame during a gesture: the same frames as last drawn, in the same order,
   * a few of them changed. Only those are visited beyond an identity check (no lookups, no
   * bookkeeping for 100 frames). False, having changed nothing, when the frames themselves changed.
   */
  private syncSame(tiles: readonly RenderTile[], change: FrameChange): boolean {
    const last = this.last;
    if (last === null || last.length !== tiles.length) return false;
    for (let i = 0; i < tiles.length; i++) {
      const a = last[i] as RenderTile;
      const b = tiles[i] as RenderTile;
      if (a !== b && a.key !== b.key) return false;
    }
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i] as RenderTile;
      if (tile === last[i]) continue;
      const node = this.nodes.get(tile.key) as FrameNode;
      this.pictures += (tile.image !== null ? 1 : 0) - (node.drawn?.image != null ? 1 : 0);
      this.update(node, tile, change);
    }
    return true;
  }

  /** Any other change: frames created, updated and removed by key. Whether the structure changed. */
  private syncAll(tiles: readonly RenderTile[], change: FrameChange): boolean {
    const generation = ++this.generation;
    let structure = false;
    let drawn = 0;
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i] as RenderTile;
      if (tile.image !== null) drawn++;
      let node = this.nodes.get(tile.key);
      if (!node) {
        node = new FrameNode();
        this.nodes.set(tile.key, node);
        this.scene.addChild(node.root);
        structure = true;
      }
      node.generation = generation;
      this.update(node, tile, change);
    }
    this.pictures = drawn;
    if (this.nodes.size !== tiles.length) {
      for (const [key, node] of this.nodes) {
        if (node.generation === generation) continue;
        node.destroy();
        this.nodes.delete(key);
        structure = true;
      }
    }
    return structure;
  }

  /** Brings a frame's sprites to its model, noting what to repaint. */
  private update(node: FrameNode, tile: RenderTile, change: FrameChange): void {
    const before = node.drawn;
    if (before === tile) return;
    if (before) this.region.add(paintArea(before));
    this.region.add(paintArea(tile));
    change.count++;
    const cropOnly = before !== null && onlyCropChanged(before, tile);
    change.cropNode = cropOnly ? node : null;
    change.cropTile = cropOnly ? tile : null;
    node.update(tile, tile.image ? this.textureFor(tile.image.key) : null);
    node.setOwnGroup(tile.selected);
  }
}
