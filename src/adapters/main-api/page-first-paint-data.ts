import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { FirstPaintData } from '../../application/ports/first-paint-data';
import type { FaqArticle, TenantSettings } from '../../application/ports/main-api';
import type { ArtistGroup, Product, StoreConfig } from '../../domain/catalog';
import { BOOT_ELEMENT_ID, BootParts } from '../../contract/boot';
import { toStoreConfig } from '../../contract/config';
import { groupSlug } from '../../domain/catalog/product';
import { toArtistGroup, toFaqArticle, toProduct } from './catalogue-mapping';
import type { SharedDesignView } from '../../application/ports/design-shares';
import { sharedDesignView } from './shared-design-view';

type Parts = { [K in keyof typeof BootParts]?: t.TypeOf<(typeof BootParts)[K]> };

/** Decodes one part with its contract codec; undefined (logged) when it fails (its store fetches it). */
function decodePart<K extends keyof Parts>(raw: Record<string, unknown>, key: K, log: (message: string) => void): Parts[K] {
  if (raw[key] === undefined) return undefined;
  const decoded = (BootParts[key] as t.Mixed).decode(raw[key]);
  if (isRight(decoded)) return decoded.right as Parts[K];
  log(`the page's ${key} data did not decode and was ignored`);
  return undefined;
}

const bootObject = (json: unknown): Record<string, unknown> | null => (typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null);

/** Decodes each part with its contract codec; a part that fails is dropped (its store fetches it). */
export function decodeBoot(json: unknown, log: (message: string) => void): { tenantId: string | null; parts: Parts } {
  const raw = bootObject(json);
  if (!raw) return { tenantId: null, parts: {} };
  const parts: Record<string, unknown> = {};
  for (const key of Object.keys(BootParts) as Array<keyof Parts>) {
    const part = decodePart(raw, key, log);
    if (part !== undefined) parts[key] = part;
  }
  return { tenantId: typeof raw.tenantId === 'string' ? raw.tenantId : null, parts: parts as Parts };
}

/** The boot block's text as JSON; null (logged) when it is not JSON. */
function parseBoot(text: string, log: (message: string) => void): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    log("the page's first data is not JSON and was ignored");
    return null;
  }
}

/**
 * The server's `<script type="application/json" id="tpx-boot">` (never executed: CSP-safe), read
 * once at start; each part is decoded when its store first asks (the catalogue's decoding is a long
 * task on a phone: it runs with the view that needs it, not with the app's start, issue 27's TBT).
 * Each answer is handed out once: later loads ask the API as before. The server's
 * render (issue 27) reads the same data, before it is written into the page (`fromBoot`), so the
 * stores on both sides start from one answer and the browser's first render is the server's.
 */
export class PageFirstPaintData implements FirstPaintData {
  private readonly tenantId: string | null;
  private readonly raw: Record<string, unknown> | null;
  private readonly given = new Set<string>();
  private bases: readonly string[] | undefined;

  constructor(
    doc: Document | null,
    private readonly log: (message: string) => void = (m) => console.warn(m),
    json?: unknown,
  ) {
    this.raw = bootObject(json !== undefined ? json : parseBoot(doc?.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '', log));
    this.tenantId = typeof this.raw?.tenantId === 'string' ? this.raw.tenantId : null;
  }

  /** The boot data as the server is about to write it into the page. */
  static fromBoot(boot: unknown, log: (message: string) => void = () => undefined): PageFirstPaintData {
    return new PageFirstPaintData(null, log, boot ?? null);
  }

  private once<K extends keyof Parts, A>(key: K, map: (part: NonNullable<Parts[K]>) => A | null): A | null {
    if (!this.raw || this.given.has(key)) return null;
    const part = decodePart(this.raw, key, this.log);
    if (part === undefined) {
      this.given.add(key); // missing or refused (said once): its store fetches it
      return null;
    }
    const value = map(part as NonNullable<Parts[K]>);
    if (value !== null) this.given.add(key);
    return value;
  }

  tenant(tenantId: string): TenantSettings | null {
    return tenantId === this.tenantId ? this.once('tenant', (tenant) => tenant) : null;
  }

  config(): StoreConfig | null {
    return this.once('config', toStoreConfig);
  }

  products(): readonly Product[] | null {
    return this.once('products', (answer) => answer.products.map(toProduct));
  }

  artistGroups(): readonly ArtistGroup[] | null {
    return this.once('artistGroups', (answer) => answer.artistGroups.map(toArtistGroup));
  }

  faqs(): readonly FaqArticle[] | null {
    return this.once('faqs', (answer) => answer.articles.map(toFaqArticle));
  }

  product(): { urlSlug: string; product: Product } | null {
    return this.once('product', (answer) => ({ urlSlug: answer.urlSlug.toLowerCase(), product: toProduct(answer.product) }));
  }

  artistProducts(): { slug: string; products: readonly Product[] } | null {
    return this.once('artist', (answer) => ({ slug: groupSlug(answer.artistName), products: answer.products.map(toProduct) }));
  }

  cartDrawnEmpty(): boolean {
    if (!this.raw || this.raw.cart === undefined) return false;
    return decodePart(this.raw, 'cart', this.log)?.drawnEmpty === true;
  }

  cartBanner(): { readonly html: string | null } | null {
    return this.once('cartBanner', (answer) => ({ html: answer.body }));
  }

  productNotFound(): string | null {
    return this.once('productNotFound', (answer) => answer.urlSlug.toLowerCase());
  }

  sharedDesign(): SharedDesignView | null {
    return this.once('sharedDesign', sharedDesignView);
  }

  sharedDesignNotFound(): string | null {
    return this.once('sharedDesignNotFound', (answer) => answer.id);
  }

  socialSettings(): { readonly facebookAppId: string | null; readonly instagramAppId: string | null } | null {
    return this.once('socialSettings', (answer) => answer);
  }

  photoBases(): readonly string[] {
    if (this.bases === undefined) this.bases = this.raw?.storage === undefined ? [] : (decodePart(this.raw, 'storage', this.log)?.photoBases ?? []);
    return this.bases;
  }
}
