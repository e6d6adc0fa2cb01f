import { isLeft, right, type Either } from 'fp-ts/Either';
import type { SocialAlbum, SocialAlbums, SocialFailure, SocialPage, SocialPhoto } from '../../application/ports/social-albums';
import { InstagramMediaCodec } from './graph-codecs';
import { GraphAlbums, nextCursor } from './graph-albums';
import { graphGet } from './graph-request';

export const INSTAGRAM_GRAPH = 'https://graph.instagram.com/';
/** Instagram has no albums: the shopper's media is one album. */
export const INSTAGRAM_ALBUM_ID = 'me';

/**
 * The shopper's Instagram photos (GET /me/media): images, and the images inside carousels; videos
 * are left out (tiles are printed from photos). Instagram sends no pixel size: it is read later.
 */
export class InstagramGraphAlbums extends GraphAlbums implements SocialAlbums {
  readonly network = 'Instagram' as const;

  constructor(base = INSTAGRAM_GRAPH, fetchImpl?: typeof fetch, display?: (url: string) => string) {
    super(base, fetchImpl, display);
  }

  async albums(): Promise<Either<SocialFailure, SocialPage<SocialAlbum>>> {
    return right({ items: [{ id: INSTAGRAM_ALBUM_ID, name: 'Instagram' }] });
  }

  async photos(accessToken: string, _albumId: string, after?: string): Promise<Either<SocialFailure, SocialPage<SocialPhoto>>> {
    const fields = 'id,media_type,media_url,thumbnail_url,permalink,children{id,media_type,media_url,thumbnail_url,permalink}';
    const url = this.url('me/media', accessToken, { fields, limit: '100', after });
    const answer = await graphGet(url, InstagramMediaCodec, this.fetchImpl);
    if (isLeft(answer)) return answer;
    const items: SocialPhoto[] = [];
    for (const media of answer.right.data) {
      const parts =
        media.media_type === 'CAROUSEL_ALBUM' ? (media.children?.data ?? []).map((c) => ({ ...c, permalink: c.permalink ?? media.permalink })) : [media];
      for (const part of parts) {
        if (part.media_type !== 'IMAGE' || !part.media_url) continue;
        items.push({
          id: part.id,
          url: part.media_url,
          thumb: this.display(part.thumbnail_url ?? part.media_url),
          ...(part.permalink ? { sourceUrl: part.permalink } : {}),
        });
      }
    }
    return right({ items, ...nextCursor(answer.right.paging) });
  }
}
