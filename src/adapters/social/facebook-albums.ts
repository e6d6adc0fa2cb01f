import { isLeft, right, type Either } from 'fp-ts/Either';
import type { SocialAlbum, SocialAlbums, SocialFailure, SocialPage, SocialPhoto } from '../../application/ports/social-albums';
import { FacebookAlbumsCodec, FacebookPhotosCodec } from './graph-codecs';
import { GraphAlbums, nextCursor } from './graph-albums';
import { graphGet } from './graph-request';

export const FACEBOOK_GRAPH = 'https://graph.facebook.com/v19.0/';

/**
 * The shopper's Facebook albums and photos over the Graph API (cursor paging, largest rendition to
 * print). `display` turns a thumbnail's address into one the page may show (through the image
 * proxy: the CSP's img-src is 'self').
 */
export class FacebookGraphAlbums extends GraphAlbums implements SocialAlbums {
  readonly network = 'Facebook' as const;

  constructor(base = FACEBOOK_GRAPH, fetchImpl?: typeof fetch, display?: (url: string) => string) {
    super(base, fetchImpl, display);
  }

  async albums(accessToken: string, after?: string): Promise<Either<SocialFailure, SocialPage<SocialAlbum>>> {
    const url = this.url('me/albums', accessToken, { fields: 'id,name,count', limit: '50', after });
    const answer = await graphGet(url, FacebookAlbumsCodec, this.fetchImpl);
    if (isLeft(answer)) return answer;
    return right({
      items: answer.right.data.map((a) => ({ id: a.id, name: a.name, ...(a.count === undefined ? {} : { count: a.count }) })),
      ...nextCursor(answer.right.paging),
    });
  }

  async photos(accessToken: string, albumId: string, after?: string): Promise<Either<SocialFailure, SocialPage<SocialPhoto>>> {
    const url = this.url(`${encodeURIComponent(albumId)}/photos`, accessToken, { fields: 'id,images,picture,link', limit: '100', after });
    const answer = await graphGet(url, FacebookPhotosCodec, this.fetchImpl);
    if (isLeft(answer)) return answer;
    const items: SocialPhoto[] = [];
    for (const photo of answer.right.data) {
      const largest = [...photo.images].sort((a, b) => b.width * b.height - a.width * a.height)[0];
      const smallest = [...photo.images].sort((a, b) => a.width * a.height - b.width * b.height)[0];
      if (!largest) continue;
      items.push({
        id: photo.id,
        url: largest.source,
        thumb: this.display(photo.picture ?? smallest!.source),
        width: largest.width,
        height: largest.height,
        ...(photo.link ? { sourceUrl: photo.link } : {}),
      });
    }
    return right({ items, ...nextCursor(answer.right.paging) });
  }
}
