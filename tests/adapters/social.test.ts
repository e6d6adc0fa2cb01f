import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FacebookGraphAlbums } from '../../src/adapters/social/facebook-albums';
import { InstagramGraphAlbums } from '../../src/adapters/social/instagram-albums';
import { FB, GOOD_TOKEN, graphHandlers, IG } from '../mocks/graph-api';

const server = setupServer(...graphHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('FacebookGraphAlbums', () => {
  const facebook = new FacebookGraphAlbums();

  it('lists albums page by page with the Graph cursors', async () => {
    const first = await facebook.albums(GOOD_TOKEN);
    expect(isRight(first) && first.right).toEqual({
      items: [
        { id: '1001', name: 'Summer 2025', count: 2 },
        { id: '1002', name: 'Mobile uploads', count: 40 },
      ],
      after: 'QVFIUA2',
    });
    const second = await facebook.albums(GOOD_TOKEN, 'QVFIUA2');
    // No `next` in paging: the last page, even though a cursor is present.
    expect(isRight(second) && second.right).toEqual({ items: [{ id: '1003', name: 'Profile pictures', count: 1 }] });
  });

  it('gives each photo its largest rendition to print, its thumbnail and its page (sourceUrl)', async () => {
    const photos = await facebook.photos(GOOD_TOKEN, '1001');
    if (!isRight(photos)) throw new Error('expected photos');
    expect(photos.right.items[0]).toEqual({
      id: '2001',
      url: 'https://scontent.example/2001_o.jpg',
      thumb: 'https://scontent.example/2001_t.jpg',
      width: 4032,
      height: 3024,
      sourceUrl: 'https://www.facebook.com/photo.php?fbid=2001',
    });
    expect(photos.right.after).toBeUndefined();
  });

  it('turns an expired token (code 190) into an auth failure and other Graph errors into api failures', async () => {
    const expired = await facebook.albums('stale');
    expect(isLeft(expired) && expired.left).toEqual({ code: 'social/auth', message: 'Error validating access token: Session has expired.' });
    const unknown = await facebook.photos(GOOD_TOKEN, '9999');
    expect(isLeft(unknown) && unknown.left.code).toBe('social/api');
  });

  it('recognises throttling and undecodable answers', async () => {
    server.use(
      http.get(`${FB}me/albums`, () =>
        HttpResponse.json({ error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 } }, { status: 403 }),
      ),
    );
    const limited = await facebook.albums(GOOD_TOKEN);
    expect(isLeft(limited) && limited.left.code).toBe('social/rate-limited');
    server.use(http.get(`${FB}me/albums`, () => HttpResponse.json({ data: [{ id: 5 }] })));
    const odd = await facebook.albums(GOOD_TOKEN);
    expect(isLeft(odd) && odd.left.code).toBe('social/decode');
    server.use(http.get(`${FB}me/albums`, () => HttpResponse.error()));
    const offline = await facebook.albums(GOOD_TOKEN);
    expect(isLeft(offline) && offline.left.code).toBe('social/network');
  });
});

describe('InstagramGraphAlbums', () => {
  const instagram = new InstagramGraphAlbums();

  it('offers the media as one album', async () => {
    const albums = await instagram.albums();
    expect(isRight(albums) && albums.right.items).toEqual([{ id: 'me', name: 'Instagram' }]);
  });

  it('keeps images and carousel images, leaves videos out, and pages with the cursor', async () => {
    const photos = await instagram.photos(GOOD_TOKEN, 'me');
    if (!isRight(photos)) throw new Error('expected photos');
    expect(photos.right.items).toEqual([
      {
        id: '17901',
        url: 'https://cdninstagram.example/17901.jpg',
        thumb: 'https://cdninstagram.example/17901.jpg',
        sourceUrl: 'https://www.instagram.com/p/AAA/',
      },
      {
        id: '17904',
        url: 'https://cdninstagram.example/17904.jpg',
        thumb: 'https://cdninstagram.example/17904.jpg',
        sourceUrl: 'https://www.instagram.com/p/CCC/',
      },
    ]);
    expect(photos.right.after).toBe('QVFH');
  });

  it('sends the fields Instagram needs and fails clearly on a bad token', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${IG}me/media`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ data: [] });
      }),
    );
    await instagram.photos(GOOD_TOKEN, 'me', 'QVFH');
    expect(seen?.searchParams.get('fields')).toMatch(/^id,media_type,media_url,thumbnail_url,permalink,children\{/);
    expect(seen?.searchParams.get('after')).toBe('QVFH');
    server.resetHandlers();
    const bad = await instagram.photos('nope', 'me');
    expect(isLeft(bad) && bad.left.code).toBe('social/auth');
  });
});
