import { left, right, type Either } from 'fp-ts/Either';
import { configure } from 'mobx';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FacebookGraphAlbums } from '../../src/adapters/social/facebook-albums';
import { InstagramGraphAlbums } from '../../src/adapters/social/instagram-albums';
import type { SocialLogin, SocialLoginFailure, SocialNetwork } from '../../src/application/ports/social-login';
import { ProjectStore } from '../../src/application/printing/project-store';
import { StoredPhotoAdder } from '../../src/application/upload/stored-photos';
import { UploadStore } from '../../src/application/upload/upload-store';
import { QueryImageImporter } from '../../src/application/upload/query-images';
import { SocialPhotosStore } from '../../src/application/upload/social-photos-store';
import { buildTestWorld } from '../fixtures/fakes';
import { FB, GOOD_TOKEN, graphHandlers } from '../mocks/graph-api';

configure({ enforceActions: 'always' });

const server = setupServer(...graphHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The login port as the store sees it: offered or not, and what the login window answers. */
class FakeLogin implements SocialLogin {
  offered = new Set<SocialNetwork>(['Facebook', 'Instagram']);
  answer: Either<SocialLoginFailure, { accessToken: string }> = right({ accessToken: GOOD_TOKEN });
  connects: SocialNetwork[] = [];
  pending: ((value: Either<SocialLoginFailure, { accessToken: string }>) => void) | null = null;
  hold = false;
  async available(network: SocialNetwork) {
    return this.offered.has(network);
  }
  connect(network: SocialNetwork, signal?: AbortSignal) {
    this.connects.push(network);
    if (!this.hold) return Promise.resolve(this.answer);
    return new Promise<Either<SocialLoginFailure, { accessToken: string }>>((resolve) => {
      this.pending = resolve;
      signal?.addEventListener('abort', () => resolve(left({ code: 'social-login/cancelled', message: 'cancelled' })));
    });
  }
}

describe('SocialPhotosStore (Facebook, against the Graph API handlers)', () => {
  let login: FakeLogin;
  let facebook: SocialPhotosStore;

  beforeEach(() => {
    login = new FakeLogin();
    facebook = new SocialPhotosStore('Facebook', new FacebookGraphAlbums(), login);
  });

  it('without an app id the network is unavailable, with the reason, and connect does nothing', async () => {
    login.offered.delete('Facebook');
    await facebook.init();
    expect(facebook.connection).toEqual({ status: 'unavailable', message: 'Facebook photos are not available on this store.' });
    await facebook.connect();
    expect(login.connects).toEqual([]);
  });

  it('connects, lists the albums and opens the first one with its photos (largest rendition to print)', async () => {
    await facebook.init();
    expect(facebook.connection).toEqual({ status: 'disconnected' });
    await facebook.connect();
    expect(facebook.connection).toEqual({ status: 'connected' });
    expect(facebook.albums.items.map((a) => a.name)).toEqual(['Summer 2025', 'Mobile uploads']);
    expect(facebook.albums.after).toBe('QVFIUA2');
    expect(facebook.openAlbumId).toBe('1001');
    expect(facebook.photos.items.map((p) => [p.id, p.url, p.width, p.height])).toEqual([
      ['2001', 'https://scontent.example/2001_o.jpg', 4032, 3024],
      ['2002', 'https://scontent.example/2002_o.jpg', 1080, 1350],
    ]);
    await facebook.moreAlbums();
    expect(facebook.albums.items.map((a) => a.name)).toEqual(['Summer 2025', 'Mobile uploads', 'Profile pictures']);
    expect(facebook.albums.after).toBeUndefined();
  });

  it('keeps the selection in picking order across albums, with each photo’s page as sourceUrl', async () => {
    await facebook.init();
    await facebook.connect();
    const [first, second] = facebook.photos.items;
    facebook.toggle(second!);
    facebook.toggle(first!);
    facebook.toggle(second!);
    facebook.toggle(second!);
    expect(facebook.selection).toEqual([
      { url: 'https://scontent.example/2001_o.jpg', sourceUrl: 'https://www.facebook.com/photo.php?fbid=2001' },
      { url: 'https://scontent.example/2002_o.jpg', sourceUrl: 'https://www.facebook.com/photo.php?fbid=2002' },
    ]);
    // Album 1002 answers a Graph error: the album shows why, the selection stays.
    await facebook.showAlbum('1002');
    expect(facebook.photos.error).toBe('Your Facebook photos could not be loaded. Please try again later.');
    expect(facebook.selection).toHaveLength(2);
  });

  it('an expired token disconnects with the reason and forgets the lists', async () => {
    login.answer = right({ accessToken: 'stale' });
    await facebook.init();
    await facebook.connect();
    expect(facebook.connection).toEqual({ status: 'disconnected', message: 'Your Facebook session has expired. Please connect again.' });
    expect([facebook.albums.items, facebook.photos.items, facebook.openAlbumId]).toEqual([[], [], null]);
  });

  it('says when Facebook throttles, and tries again on request', async () => {
    server.use(
      http.get(
        `${FB}me/albums`,
        () => HttpResponse.json({ error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 } }, { status: 403 }),
        { once: true },
      ),
    );
    await facebook.init();
    await facebook.connect();
    expect(facebook.albums.error).toBe('Facebook is busy right now. Please try again in a few minutes.');
    await facebook.moreAlbums();
    expect(facebook.albums.error).toBeUndefined();
    expect(facebook.albums.items).toHaveLength(2);
  });

  it('a blocked login window is explained; a cancelled login says nothing and can be retried', async () => {
    await facebook.init();
    login.answer = left({ code: 'social-login/blocked', message: 'blocked' });
    await facebook.connect();
    expect(facebook.connection).toEqual({
      status: 'disconnected',
      message: 'Your browser blocked the Facebook login window. Please allow pop-ups for this site and try again.',
    });
    login.hold = true;
    const connecting = facebook.connect();
    expect(facebook.connection).toEqual({ status: 'connecting' });
    facebook.cancelConnect();
    await connecting;
    expect(facebook.connection).toEqual({ status: 'disconnected' });
    expect(login.connects).toEqual(['Facebook', 'Facebook']);
  });
});

describe('SocialPhotosStore, the offer known from the page (issue 27)', () => {
  it("starts as it stays when the page brought the store's social logins: no checking state that goes away", async () => {
    const known = (offered: boolean) => Object.assign(new FakeLogin(), { knownAvailable: () => offered });
    expect(new SocialPhotosStore('Facebook', new FacebookGraphAlbums(), known(false)).connection).toEqual({
      status: 'unavailable',
      message: 'Facebook photos are not available on this store.',
    });
    const offered = new SocialPhotosStore('Instagram', new InstagramGraphAlbums(), known(true));
    expect(offered.connection).toEqual({ status: 'disconnected' });
    await offered.init();
    expect(offered.connection).toEqual({ status: 'disconnected' });
    // Not known: asked, as before.
    expect(new SocialPhotosStore('Facebook', new FacebookGraphAlbums(), new FakeLogin()).connection).toEqual({ status: 'checking' });
  });
});

describe('SocialPhotosStore (Instagram)', () => {
  it('shows the shopper’s media as one album: images and carousel images, no videos', async () => {
    const instagram = new SocialPhotosStore('Instagram', new InstagramGraphAlbums(), new FakeLogin());
    await instagram.init();
    await instagram.connect();
    expect(instagram.albums.items).toEqual([{ id: 'me', name: 'Instagram' }]);
    expect(instagram.photos.items.map((p) => p.id)).toEqual(['17901', '17904']);
    expect(instagram.photos.after).toBe('QVFH');
    instagram.toggle(instagram.photos.items[1]!);
    expect(instagram.selection).toEqual([{ url: 'https://cdninstagram.example/17904.jpg', sourceUrl: 'https://www.instagram.com/p/CCC/' }]);
  });
});

describe('chosen social photos into the project', () => {
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(7)]);

  it('are fetched, uploaded like device photos and become tiles of source Facebook with the photo’s page as sourceUrl', async () => {
    const world = buildTestWorld();
    const uploads = world.container.get(UploadStore);
    const projects = world.container.get(ProjectStore);
    const fetched: string[] = [];
    const importer = new QueryImageImporter(uploads, world.container.get(StoredPhotoAdder), world.probe, {
      async fetchBlob(url, options) {
        expect(options).toEqual({ asGiven: true });
        fetched.push(url);
        return url.endsWith('_o.jpg') ? right(new Blob([JPEG], { type: 'image/jpeg' })) : left({ message: `GET ${url}: HTTP 404` });
      },
    });
    const outcome = await importer.addRemote(
      [
        { url: 'https://scontent.example/2001_o.jpg', sourceUrl: 'https://www.facebook.com/photo.php?fbid=2001' },
        { url: 'https://scontent.example/gone.jpg', sourceUrl: 'https://www.facebook.com/photo.php?fbid=9' },
      ],
      'Facebook',
    );
    expect(outcome).toBe('printing');
    expect(fetched).toEqual(['https://scontent.example/2001_o.jpg', 'https://scontent.example/gone.jpg']);
    expect(world.uploader.prepareCalls).toEqual([1]);
    expect(projects.active.tiles.map((t) => [t.imagePath, t.metadata.source, t.metadata.sourceUrl])).toEqual([
      ['http://store.test/files/uploads/tilepix/slot-1.jpg', 'Facebook', 'https://www.facebook.com/photo.php?fbid=2001'],
    ]);
    expect(uploads.notices).toEqual(['gone.jpg could not be opened as a photo.']);
  });
});
