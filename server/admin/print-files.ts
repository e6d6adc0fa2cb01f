import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printFilePlan, type OrderedTile, type PrintFileProduct } from '../../src/domain/admin';
import type { Queryable } from '../db/db';
import { isRefusal, refusal, type Refusal } from '../http/refusal';
import { printProducts, verifiedLines, type LineRow } from './order-detail';
import { DecodedOriginals } from './decoded-originals';
import { PRINT_EXTENSION, renderPrintFile, uprightSize, type DecodedPhoto } from './print-renderer';
import type { SourceImages } from './source-images';
import type { ZipEntry } from './zip-writer';

/** Renders at once at most this many files (the machine's cores are shared with the store). */
const RENDER_SLOTS = 2;

/** One rendered tile: its bytes, file name, and how long the render took (0 when it came from the cache). */
export interface PrintFile {
  readonly name: string;
  readonly bytes: Buffer;
  readonly renderMs: number;
}

/** One verified tile of an order, with its product and whether another tile shares its photo. */
export interface TileRef {
  /** The order number (issue 29): the ZIP and its folder are named after it. */
  readonly orderNumber: string;
  readonly line: number;
  readonly index: number;
  readonly tile: OrderedTile;
  readonly product: PrintFileProduct;
  /** Another tile of the order prints from the same photo (a split's pieces): decode it once for all. */
  readonly sharesPhoto: boolean;
}

/**
 * The tiles an order prints, in order: only verified tiles, those of the project frozen for the
 * order, as many as were paid (issue 26). Print files and tile pictures both read them from here.
 * Null for an order that does not exist (each caller words its own 404).
 */
/** The 404 of an order that does not exist. */
export const orderNotFound = (orderId: string): Refusal => refusal(404, `Order ${orderId} not found.`);

export async function orderTiles(db: Queryable, orderId: string): Promise<TileRef[] | null> {
  const [order] = await db.query<{ code: string; tenant_id: string }>('SELECT code, tenant_id FROM orders WHERE id = $1', [orderId]);
  if (!order) return null;
  const lines = await db.query<LineRow>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY position', [orderId]);
  const products = await printProducts(
    db,
    order.tenant_id,
    lines.map((l) => l.product_id),
  );
  const verified = await verifiedLines(db, order.tenant_id, orderId, lines);
  const refs = lines.flatMap((l) =>
    (verified.get(l.position)?.tiles ?? []).map((tile, index) => ({
      orderNumber: order.code,
      line: l.position,
      index,
      tile,
      product: products.get(l.product_id) ?? {},
    })),
  );
  const uses = new Map<string, number>();
  for (const r of refs) uses.set(r.tile.imagePath, (uses.get(r.tile.imagePath) ?? 0) + 1);
  return refs.map((r) => ({ ...r, sharesPhoto: (uses.get(r.tile.imagePath) ?? 0) > 1 }));
}

/**
 * Print-ready files (issue #17). Each is cached on disk under a key of everything it is made of (the
 * photo's path, the plan: size, crop, mat, filter, and the renderer's version), so it is rendered at
 * most once; concurrent requests for the same file share one render. The cache sits outside the
 * public files folder: print files are the admins' only.
 */
export class PrintFiles {
  private readonly inFlight = new Map<string, Promise<{ bytes: Buffer; renderMs: number }>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Cache files being read or rendered now, with how many requests use each (the pruner leaves them). */
  private readonly using = new Map<string, number>();
  /** Renders done since start (tests count them: a cached file is never rendered again). */
  renders = 0;
  /** Photos decoded once for several pieces (a split). */
  readonly decoded = new DecodedOriginals();

  constructor(
    private readonly db: Queryable,
    private readonly images: SourceImages,
    private readonly cacheDir: string,
  ) {}

  /** One tile's file: line `line` (its position) and tile `index` (0-based) of the order. */
  async file(orderId: string, line: number, index: number): Promise<PrintFile | Refusal> {
    const tiles = await orderTiles(this.db, orderId);
    if (!tiles) return orderNotFound(orderId);
    const ref = tiles.find((t) => t.line === line && t.index === index);
    if (!ref) return refusal(404, `Order ${orderId} has no tile ${index + 1} on line ${line + 1}.`);
    return this.render(ref);
  }

  /** Every tile's file of an order, one after another (for the archive), after checking every photo is here. */
  async archiveEntries(orderId: string): Promise<{ orderNumber: string; entries: AsyncIterable<ZipEntry> } | Refusal> {
    const tiles = await orderTiles(this.db, orderId);
    if (!tiles) return orderNotFound(orderId);
    if (tiles.length === 0) return refusal(404, `Order ${orderId} has no tiles to print.`);
    for (const t of tiles) {
      const source = await this.source(t);
      if (isRefusal(source)) return source;
    }
    const render = this.render.bind(this);
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (const t of tiles!) {
        const file = await render(t);
        // The archive's answer has begun: a photo refused now can only break the stream.
        if (isRefusal(file)) throw new Error(file.message);
        yield { name: `order-${t.orderNumber}/${file.name}`, data: file.bytes };
      }
    }
    return { orderNumber: tiles[0]!.orderNumber, entries: entries() };
  }

  private async source(ref: TileRef): Promise<Buffer | Refusal> {
    const bytes = await this.images.read(ref.tile.imagePath);
    if (!bytes)
      return refusal(422, `The photo of tile ${ref.index + 1} on line ${ref.line + 1} is not stored on this server (${ref.tile.imagePath.slice(0, 200)}).`);
    return bytes;
  }

  private async render(ref: TileRef): Promise<PrintFile | Refusal> {
    const name = `line-${ref.line + 1}-tile-${ref.index + 1}.${PRINT_EXTENSION}`;
    const source = await this.source(ref);
    if (isRefusal(source)) return source;
    let size: { width: number; height: number };
    try {
      size = await uprightSize(source);
    } catch {
      return refusal(422, `The photo of tile ${ref.index + 1} on line ${ref.line + 1} is not an image we can read.`);
    }
    const plan = printFilePlan(ref.product, ref.tile, size);
    const key = createHash('sha256')
      .update(JSON.stringify({ v: 3, image: ref.tile.imagePath, plan }))
      .digest('hex');
    const base = `${key}.${PRINT_EXTENSION}`;
    this.using.set(base, (this.using.get(base) ?? 0) + 1);
    try {
      const pixels = ref.sharesPhoto ? () => this.decoded.get(ref.tile.imagePath, source) : async () => source;
      return { name, ...(await this.cachedOrRendered(key, path.join(this.cacheDir, base), pixels, plan)) };
    } finally {
      const left = (this.using.get(base) ?? 1) - 1;
      if (left > 0) this.using.set(base, left);
      else this.using.delete(base);
    }
  }

  /** The cache's file names in use right now: never pruned (`PrintCachePruner`). */
  inUse(): ReadonlySet<string> {
    return new Set(this.using.keys());
  }

  private async cachedOrRendered(
    key: string,
    file: string,
    pixels: () => Promise<Buffer | DecodedPhoto>,
    plan: ReturnType<typeof printFilePlan>,
  ): Promise<{ bytes: Buffer; renderMs: number }> {
    const cached = await readFile(file).catch(() => null);
    if (cached) {
      // The file's mtime is when it was last used: the pruner keeps the most recently used.
      const now = new Date();
      await utimes(file, now, now).catch(() => {});
      return { bytes: cached, renderMs: 0 };
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.slot(async () => {
        const started = performance.now();
        const bytes = await renderPrintFile(await pixels(), plan);
        const renderMs = performance.now() - started;
        this.renders++;
        await mkdir(this.cacheDir, { recursive: true });
        // Written whole, then renamed: a reader never sees half a file.
        const partial = `${file}.${process.pid}.${Date.now()}.part`;
        await writeFile(partial, bytes);
        await rename(partial, file);
        return { bytes, renderMs };
      }).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    while (this.running >= RENDER_SLOTS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
