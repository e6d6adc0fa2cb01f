import { left, right } from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { WindowParentFrame } from '../../src/adapters/parent-frame/window-parent-frame';
import { SessionStore } from '../../src/application/account/session-store';
import { WelcomePromoStore } from '../../src/application/account/welcome-promo-store';
import { CartContentsStore } from '../../src/application/cart/cart-contents-store';
import { embedModule } from '../../src/application/embed/embed-module';
import { EmbedSession } from '../../src/application/embed/embed-session';
import { ImageBlobFetcher } from '../../src/application/ports/image-blob-fetcher';
import { ProjectStore } from '../../src/application/printing/project-store';
import { ModalStore } from '../../src/application/shell/modal-store';
import { TenantStore } from '../../src/application/shell/tenant-store';
import { UploadStore } from '../../src/application/upload/upload-store';
import { MAX_PARENT_IMAGE_BYTES } from '../../src/domain/embed';
import { printingSessionModules } from '../../src/application/printing/printing-session-module';
import { loginModule } from '../../src/application/account/login-module';
import { fakeAccessToken } from '../fixtures/fake-accounts';
import { buildTestWorld } from '../fixtures/fakes';

const PARENT = 'https://www.tilepix.com'; // the seeded default tenant's parent page

/** A window inside an iframe whose parent is `PARENT`; `dispatch` delivers a message event as the browser would. */
function framedWindow() {
  const listeners = new Set<(e: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const sibling = { postMessage: vi.fn() };
  const win = {
    parent,
    location: { ancestorOrigins: [PARENT] },
    document: { referrer: '' },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.delete(l),
  };
  const dispatch = (data: unknown, { origin = PARENT, source = parent as unknown } = {}) =>
    listeners.forEach((l) => l({ data, origin, source } as MessageEvent));
  /** What the store posted to the parent, without the envelope. */
  const posted = () =>
    parent.postMessage.mock.calls.map(([m]) => {
      const { source: _s, protocol: _p, ...rest } = m as Record<string, unknown>;
      return rest;
    });
  return { win: win as unknown as Window, parent, sibling, dispatch, posted, listeners };
}

async function embedded(blobs: { size: number; type: string } | null = null) {
  const framed = framedWindow();
  const drops: string[] = [];
  const frame = new WindowParentFrame(
    framed.win,
    // Called once the world below exists (the parent frame checks origins on a message).
    () => {
      const tenants = world.container.get(TenantStore);
      return tenants.state.status === 'ready' ? tenants.state.tenant.allowedParentOrigins : [];
    },
    (reason) => drops.push(reason),
  );
  const world = buildTestWorld({ embedded: true }, [...printingSessionModules, loginModule, embedModule], { parentFrame: frame });
  world.container.bind(ImageBlobFetcher).toConstantValue({
    fetchBlob: async () =>
      blobs === null
        ? left({ message: 'HTTP 404' })
        : right({ size: blobs.size, type: blobs.type, arrayBuffer: async () => new ArrayBuffer(Math.min(blobs.size, 16)) } as Blob),
  });
  await world.container.get(TenantStore).load();
  const session = world.container.get(EmbedSession);
  session.start();
  return { ...framed, world, session, drops };
}

describe('EmbedSession (SPEC §7, both directions)', () => {
  it('announces the app once, then the whole state; afterwards only what changed', async () => {
    const { posted, world, session } = await embedded();
    const projects = world.container.get(ProjectStore);
    expect(posted()[0]).toEqual({ type: 'notifyVueCreated' });
    expect(posted()[1]).toEqual({
      type: 'updateState',
      state: {
        activeProject: {
          id: projects.active.id,
          productId: 'tilepix',
          status: 'InProgress',
          tileCount: 0,
          frameColor: 'Black',
          filter: 'color',
          matColor: '#FFFFFF00',
        },
        activeProjectId: projects.active.id,
        activeProjectIds: [projects.active.id],
        homeUrl: '/',
        preventUnload: false,
        isModalOpen: false,
        showWelcomePromo: false,
        cartCount: 0,
        loggedIn: false,
      },
    });
    world.container.get(CartContentsStore).setWallPads(2);
    expect(posted().at(-1)).toEqual({ type: 'updateState', state: { cartCount: 2 } });
    session.start(); // twice: still one announcement
    expect(posted().filter((m) => m.type === 'notifyVueCreated')).toHaveLength(1);
  });

  it('moves the store on changeRoute from the parent window only, to pages of this store only', async () => {
    const { dispatch, sibling, world, drops } = await embedded();
    dispatch({ type: 'changeRoute', path: '/faqs' });
    expect(world.navigator.current()).toBe('/faqs');
    // A sibling frame (same origin even), another origin, an undecodable body, an unknown type: nothing changes.
    dispatch({ type: 'changeRoute', path: '/cart' }, { source: sibling });
    dispatch({ type: 'changeRoute', path: '/cart' }, { origin: 'https://evil.example' });
    dispatch({ type: 'changeRoute', route: '/cart' });
    dispatch({ type: 'goTo', path: '/cart' });
    dispatch('changeRoute:/cart');
    expect(drops).toEqual(['not from the parent window', 'origin not allowed', 'does not decode', 'does not decode', 'does not decode']);
    // Outside addresses, the admin, dot segments: refused.
    for (const path of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/admin/orders', '/faqs/../admin', '/%2e%2e/admin', '/faqs\\x']) {
      dispatch({ type: 'changeRoute', path });
    }
    expect(world.navigator.current()).toBe('/faqs');
    dispatch({ type: 'changeRoute', path: '/products/tilepix?frame=White#top' });
    expect(world.navigator.current()).toBe('/products/tilepix');
    dispatch({ type: 'startUpload' });
    expect(world.navigator.current()).toBe('/photo-picker');
  });

  it('enters the iframe modal mode when a modal opens and leaves it when all close', async () => {
    const { posted, parent, world } = await embedded();
    const modals = world.container.get(ModalStore);
    parent.postMessage.mockClear();
    void modals.showError({ title: 'Error', message: 'One' });
    void modals.confirm({ title: 'Sure?', message: 'Two', confirmLabel: 'Yes' }); // waits behind the first
    expect(posted()).toEqual([{ type: 'updateState', state: { isModalOpen: true } }, { type: 'showFrame' }]);
    modals.answer(modals.current!.id, undefined);
    expect(posted()).toHaveLength(2); // the second one shows: still in modal mode
    modals.answer(modals.current!.id, false);
    expect(posted().slice(2)).toEqual([{ type: 'updateState', state: { isModalOpen: false } }, { type: 'hideFullscreen' }]);
  });

  it('sends appSize at most every 100 ms, and only when it changed', async () => {
    const { posted, parent, world, session } = await embedded();
    parent.postMessage.mockClear();
    session.reportAppSize({ width: 390, height: 1200.4 });
    session.reportAppSize({ width: 390, height: 1300 });
    session.reportAppSize({ width: 390, height: 1400 });
    expect(posted()).toEqual([{ type: 'updateState', state: { appSize: { width: 390, height: 1201 } } }]);
    world.scheduler.advance(100);
    expect(posted().at(-1)).toEqual({ type: 'updateState', state: { appSize: { width: 390, height: 1400 } } });
    world.scheduler.advance(100);
    session.reportAppSize({ width: 390, height: 1400 });
    expect(posted()).toHaveLength(2);
  });

  it("SPEC §9: measures the app 5 times, 100 ms apart, after a route change; a newer change replaces the older one's measures", async () => {
    const { posted, parent, world, session } = await embedded();
    session.reportAppSize({ width: 390, height: 900 });
    world.scheduler.advance(100);
    parent.postMessage.mockClear();
    let height = 900;
    let measured = 0;
    const measure = () => {
      measured += 1;
      return { size: { width: 390, height }, loading: false };
    };
    session.remeasureAfterRouteChange(measure);
    world.scheduler.advance(250);
    expect(measured).toBe(2);
    // The new route's pictures settle without the view's resize observer seeing it: a measure tells it.
    height = 1300;
    world.scheduler.advance(100);
    expect(measured).toBe(3);
    expect(posted()).toEqual([{ type: 'updateState', state: { appSize: { width: 390, height: 1300 } } }]);
    // Another route change: the first one's last two measures do not run, the new five do.
    session.remeasureAfterRouteChange(measure);
    world.scheduler.advance(1000);
    expect(measured).toBe(3 + 5);
    // Disposed (session reset, the frame leaving): nothing more is measured.
    session.remeasureAfterRouteChange(measure);
    session.dispose();
    world.scheduler.advance(1000);
    expect(measured).toBe(3 + 5);
  });

  it('keeps the last height while the page is loading, then sends the measured one (issue 32 item 5)', async () => {
    const { posted, parent, world, session } = await embedded();
    session.reportAppSize({ width: 390, height: 1900 });
    world.scheduler.advance(100);
    parent.postMessage.mockClear();
    // A route change: its placeholder measures 145 px; the frame keeps 1900 until the route is drawn.
    session.reportAppSize({ width: 390, height: 145 }, true);
    world.scheduler.advance(100);
    expect(posted()).toEqual([]);
    session.reportAppSize({ width: 390, height: 640 });
    expect(posted()).toEqual([{ type: 'updateState', state: { appSize: { width: 390, height: 640 } } }]);
    // Inside the cooldown: the loading flag travels with the size that waits.
    session.reportAppSize({ width: 390, height: 120 }, true);
    world.scheduler.advance(100);
    expect(posted()).toHaveLength(1);
  });

  it('answers getBase64Img with the image as a transferred ArrayBuffer', async () => {
    const { dispatch, parent, world } = await embedded({ size: 2048, type: 'image/jpeg' });
    world.container.get(ProjectStore).photos.addTile({ imagePath: 'http://store.test/files/a.jpg', width: 800, height: 800 });
    parent.postMessage.mockClear();
    dispatch({ type: 'getBase64Img', requestId: 'r1' });
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    const [message, options] = parent.postMessage.mock.calls[0] as [Record<string, unknown>, { targetOrigin: string; transfer: unknown[] }];
    expect(message).toMatchObject({ type: 'getBase64Img', requestId: 'r1', ok: true, mimeType: 'image/jpeg' });
    expect(message.data).toBeInstanceOf(ArrayBuffer);
    expect(options).toEqual({ targetOrigin: PARENT, transfer: [message.data] });
  });

  it('refuses an oversized image and a missing one, in words the parent can act on', async () => {
    const big = await embedded({ size: MAX_PARENT_IMAGE_BYTES + 1, type: 'image/png' });
    big.world.container.get(ProjectStore).photos.addTile({ imagePath: 'http://store.test/files/big.png', width: 8000, height: 8000 });
    big.parent.postMessage.mockClear();
    big.dispatch({ type: 'getBase64Img', requestId: 'big', as: 'base64' });
    big.dispatch({ type: 'getBase64Img', requestId: 'gone', tileId: 'no-such-tile' });
    await vi.waitFor(() => expect(big.posted()).toHaveLength(2));
    expect(big.posted()).toEqual(
      expect.arrayContaining([
        { type: 'getBase64Img', requestId: 'big', ok: false, error: 'too-large' },
        { type: 'getBase64Img', requestId: 'gone', ok: false, error: 'not-found' },
      ]),
    );
  });

  it('signs the shopper in with a session handed over by receiveLocalStorage', async () => {
    const { dispatch, posted, world } = await embedded();
    const customer = { id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' };
    world.api.customerAnswers.push(right(customer));
    // Without both tokens nothing is written.
    dispatch({ type: 'receiveLocalStorage', items: { accessToken: fakeAccessToken({ sub: 'c-pat' }) } });
    expect(world.container.get(SessionStore).signedIn).toBe(false);
    dispatch({
      type: 'receiveLocalStorage',
      items: { accessToken: fakeAccessToken({ sub: 'c-pat', role: 'customer' }), refreshToken: 'refresh-9', other: 'kept by the parent' },
    });
    await vi.waitFor(() => expect(world.container.get(SessionStore).customer).toEqual(customer));
    expect(posted().at(-1)).toEqual({ type: 'updateState', state: { loggedIn: true } });
    // A second hand-over of the same customer changes nothing (the store's own tokens may be newer).
    const calls = world.api.accountCalls.length;
    dispatch({ type: 'receiveLocalStorage', items: { accessToken: 'old.token.x', refreshToken: 'refresh-1' } });
    expect(world.api.accountCalls).toHaveLength(calls);
  });

  it('asks the parent to navigate only to allowed addresses; a parent page outside an iframe hears nothing', async () => {
    const { posted, session } = await embedded();
    expect(session.navigateParent('https://www.tilepix.com/hang')).toBe(true);
    expect(session.navigateParent('https://evil.example/')).toBe(false);
    expect(session.navigateParent('javascript:alert(1)')).toBe(false);
    expect(posted().filter((m) => m.type === 'navigate')).toEqual([{ type: 'navigate', url: 'https://www.tilepix.com/hang' }]);

    const standalone = buildTestWorld({ embedded: false }, [...printingSessionModules, loginModule, embedModule]);
    standalone.container.bind(ImageBlobFetcher).toConstantValue({ fetchBlob: async () => left({ message: 'none' }) });
    standalone.container.get(EmbedSession).start();
    expect(standalone.parent.sent).toEqual([]);
  });

  it("keeps the parent's homeUrl only when it is one of the tenant's parent pages, and sends it back", async () => {
    const { dispatch, posted, session } = await embedded();
    dispatch({ type: 'updateState', state: { homeUrl: 'https://evil.example/' } });
    expect(session.parentState).toEqual({});
    dispatch({ type: 'updateState', state: { homeUrl: 'https://www.tilepix.com/welcome', showWelcomePromo: true } });
    expect(posted().at(-1)).toEqual({ type: 'updateState', state: { homeUrl: 'https://www.tilepix.com/welcome', showWelcomePromo: true } });
  });

  it('SPEC §7 From parent updateState: showWelcomePromo opens the welcome offer in the embed, activeProjectId switches project, isModalOpen false closes the dialogs', async () => {
    const { dispatch, world, drops } = await embedded();
    const modals = world.container.get(ModalStore);
    const projects = world.container.get(ProjectStore);
    world.container.get(WelcomePromoStore).start();
    dispatch({ type: 'updateState', state: { showWelcomePromo: false } });
    expect(modals.isOpen).toBe(false);
    dispatch({ type: 'updateState', state: { showWelcomePromo: true } });
    expect(modals.current?.request.kind).toBe('welcome-promo');
    dispatch({ type: 'updateState', state: { isModalOpen: false } });
    expect(modals.isOpen).toBe(false);
    projects.photos.addTile({ imagePath: '/files/a.jpg', width: 800, height: 800, source: 'device' });
    const first = projects.active.id;
    projects.startNewProject();
    expect(projects.active.id).not.toBe(first);
    dispatch({ type: 'updateState', state: { activeProjectId: first } });
    expect(projects.active.id).toBe(first);
    // A project the store does not have changes nothing; an undecodable field drops the message.
    dispatch({ type: 'updateState', state: { activeProjectId: 'no-such-project' } });
    expect(projects.active.id).toBe(first);
    dispatch({ type: 'updateState', state: { isModalOpen: 'no' } });
    expect(drops.length).toBeGreaterThan(0);
  });

  it('clears the device photos of the active project and keeps the others; writes the projects when the builder closes', async () => {
    const { dispatch, world } = await embedded();
    const projects = world.container.get(ProjectStore);
    projects.photos.addTile({ imagePath: '/files/a.jpg', width: 800, height: 800, source: 'device' });
    projects.photos.addTile({ imagePath: '/files/b.jpg', width: 800, height: 800, source: 'Artists' });
    projects.photos.addTile({ imagePath: '/files/c.jpg', width: 800, height: 800, source: 'Local' });
    dispatch({ type: 'clearDevicePhotos' });
    expect(projects.active.tiles.map((t) => t.imagePath)).toEqual(['/files/b.jpg']);
    expect(world.storage.keys().some((k) => k.endsWith(':projects'))).toBe(false);
    dispatch({ type: 'notifyBuilderClosed' });
    expect(world.storage.keys().some((k) => k.endsWith(':projects'))).toBe(true);
  });

  it('tells the parent which projects are saved on the server, and which went', async () => {
    const { posted, world } = await embedded();
    const projects = world.container.get(ProjectStore);
    const first = projects.active.id;
    projects.markSaved([first]);
    expect(posted().at(-1)).toEqual({ type: 'notifyProjectsSaved', deletedProjectIds: [], remainingProjectIds: [first] });
    projects.removeProject(first);
    expect(
      posted()
        .filter((m) => m.type === 'notifyProjectsSaved')
        .at(-1),
    ).toEqual({ type: 'notifyProjectsSaved', deletedProjectIds: [first], remainingProjectIds: [] });
  });

  it('tells the parent when an upload completes', async () => {
    const { posted, world } = await embedded();
    const uploads = world.container.get(UploadStore);
    const file = new File(['abc'], 'a.jpg');
    await uploads.addDeviceFiles([file]);
    await vi.waitFor(() => expect(posted()).toContainEqual({ type: 'uploadComplete', count: 1 }));
    expect(posted()).toContainEqual({ type: 'localImgPreviewReady', count: 1 });
  });
});
