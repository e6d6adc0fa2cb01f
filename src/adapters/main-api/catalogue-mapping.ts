import type { ArtistGroup } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import type { FaqArticle, PublicAlbum } from '../../application/ports/main-api';
import type { AlbumWire } from '../../contract/album';
import type { ArtistGroupWire } from '../../contract/artist';
import type { FaqArticleWire } from '../../contract/faq';
import type { LayoutWire } from '../../contract/layout';
import { productFromWire } from '../../contract/product';

/** Decoded wire values → domain values: decimal prices to cents, sizes to branded inches and ppi. */

/** Shared with the server, which draws the first screen from the same products (issue 19). */
export const toProduct = productFromWire;

export const toArtistGroup = (g: ArtistGroupWire): ArtistGroup => ({ ...g });

export const toLayout = (l: LayoutWire): Layout => ({ ...l });

export const toAlbum = (a: AlbumWire): PublicAlbum => ({ ...a });

export const toFaqArticle = (a: FaqArticleWire): FaqArticle => ({ id: a.id, title: a.title, bodyHtml: a.body });
