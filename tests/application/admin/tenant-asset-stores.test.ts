import { left, right, type Either } from 'fp-ts/Either';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryNavigator } from '../../../src/adapters/navigation/memory-navigator';
import { AssetLibraryStore } from '../../../src/application/admin/asset-library-store';
import { TenantSettingsStore } from '../../../src/application/admin/tenant-settings-store';
import type { AdminApi } from '../../../src/application/ports/admin-api';
import type { AdminTenant, AdminTenantsApi } from '../../../src/application/ports/admin-tenants-api';
import type { Asset, AssetLibrary, ChosenFile } from '../../../src/application/ports/asset-library';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import { ModalStore } from '../../../src/application/shell/modal-store';
import type { EditableTenantSettings } from '../../../src/domain/tenant/tenant-settings';

const SETTINGS: EditableTenantSettings = {
  name: 'Walgreens Photo Tiles',
  brand: 'TilePix',
  shopAllLabel: 'PRINT & PICK UP TODAY',
  accentColor: '#E31837',
  homeVariant: 'pharmacy',
  partner: true,
  hideAbout: false,
  loginModalEnabled: true,
  productInstructions: 'wall-tile-guide',
  maxMainProductTiles: 12,
  allowedFrameColors: ['Black'],
  forcedProductId: null,
  allowedParentOrigins: ['https://photo.walgreens.com'],
  googleTagManagerContainerId: null,
  analyticsPrefix: 'wg',
  footer: { text: 'Same day.', social: [{ label: 'Instagram', href: 'https://www.instagram.com/tilepix' }], quickLinks: [{ label: 'FAQ', href: '/faqs' }] },
};

class FakeTenantsApi implements AdminTenantsApi {
  calls: string[] = [];
  version = 1;
  settings = SETTINGS;
  next: Either<ApiFailure, AdminTenant> | null = null;
  saved: EditableTenantSettings[] = [];
  async getTenant(tenant: string) {
    this.calls.push(`get ${tenant}`);
    return right({ id: tenant, version: this.version, settings: this.settings });
  }
  async saveTenant(tenant: string, version: number, settings: EditableTenantSettings) {
    this.calls.push(`save ${tenant} v${version} ${settings.shopAllLabel} ${settings.accentColor} ${JSON.stringify(settings.footer.quickLinks)}`);
    this.saved.push(settings);
    return this.next ?? right({ id: tenant, version: version + 1, settings });
  }
}

const admin = {
  listTenants: async () =>
    right([
      { id: 'tilepix', name: 'TilePix' },
      { id: 'wg', name: 'Walgreens Photo Tiles' },
    ]),
  auditLog: async (type: string, id: string) =>
    right([
      {
        id: 7,
        at: '2026-05-01T10:00:00.000Z',
        actorEmail: 'admin@tilepix.test',
        action: 'tenant.save',
        recordType: type,
        recordId: id,
        before: { brand: 'A' },
        after: { brand: 'B' },
      },
    ]),
} as unknown as AdminApi;

const answerNext = async (modals: ModalStore, answer: boolean) => {
  await when(() => modals.current !== null);
  const open = modals.current!;
  modals.answer(open.id, answer);
  return open.request as unknown as { title: string; message: string };
};

describe('TenantSettingsStore', () => {
  const setUp = async (path = '/admin/t/wg/tenants') => {
    const api = new FakeTenantsApi();
    const modals = new ModalStore();
    const navigator = new MemoryNavigator(path, '');
    const store = new TenantSettingsStore(api, admin, navigator, modals, 'tilepix');
    store.start();
    await when(() => store.status === 'ready');
    return { api, modals, navigator, store };
  };

  it('reads the tenant from the address, shows its form as text and follows the address', async () => {
    const { api, store, navigator } = await setUp();
    expect(api.calls).toEqual(['get wg']);
    expect(store.form).toMatchObject({ maxMainProductTiles: '12', allowedParentOrigins: 'https://photo.walgreens.com', footerQuickLinks: 'FAQ | /faqs' });
    expect(store.changed).toBe(false);
    store.chooseTenant('tilepix');
    expect(navigator.current()).toBe('/admin/t/tilepix/tenants');
    await when(() => api.calls.length === 2);
    expect(api.calls[1]).toBe('get tilepix');
    store.dispose();
  });

  it("checks as it is typed with the domain's rules and sends nothing while they refuse", async () => {
    const { api, store } = await setUp();
    store.edit('accentColor', 'tomato');
    expect(store.problemOf('accentColor')).toBe('Accent colour must be a hex colour such as #E4572E');
    expect(store.accent).toBeNull();
    store.edit('allowedParentOrigins', 'https://photo.walgreens.com/embed');
    expect(store.problemOf('allowedParentOrigins')).toBe(
      'https://photo.walgreens.com/embed has a path: an origin is only https:// and the host, e.g. https://www.example.com',
    );
    store.edit('maxMainProductTiles', '0');
    expect(store.problemOf('maxMainProductTiles')).toBe('Tile limit must be a whole number between 1 and 1000, or empty for no limit');
    store.edit('footerQuickLinks', 'FAQ');
    expect(store.problemOf('footerQuickLinks')).toBe('Link 1: must be a site path starting with / or an https:// address');
    store.edit('googleTagManagerContainerId', 'GTM-bad');
    expect(store.problemOf('googleTagManagerContainerId')).toMatch(/^Google Tag Manager id must look like GTM-XXXXXXX/);
    expect(await store.save()).toBe(false);
    expect(store.error).toBe('Fix before saving: Accent colour must be a hex colour such as #E4572E');
    expect(api.calls).toEqual(['get wg']);
    store.dispose();
  });

  it("picks a logo and a guide picture from the asset library, checks them with the domain's rules, sends them, and removes one", async () => {
    const { api, modals, store } = await setUp();
    expect(store.form).toMatchObject({ logo: null, wallTileGuideImage: null });
    const id = '0f8b2c3e-1d4a-4b5c-9e6f-7a8b9c0d1e2f';
    const asset = (over: Partial<Asset> = {}): Asset => ({
      id,
      url: `/files/assets/${id}.png`,
      thumbUrl: `/files/assets/${id}_tmb.webp`,
      fileName: 'logo.png',
      contentType: 'image/png',
      bytes: 2048,
      width: 600,
      height: 150,
      uploadedBy: 'admin@tilepix.test',
      createdAt: '2026-05-01T10:00:00.000Z',
      ...over,
    });
    store.pickImage('logo', asset());
    expect(store.form?.logo).toEqual({ assetId: id, url: `/files/assets/${id}.png`, width: 600, height: 150 });
    expect(store.changed).toBe(true);
    // Not an image of the library (an address from elsewhere): refused before anything is sent.
    store.pickImage('wallTileGuideImage', asset({ url: 'https://elsewhere.example/guide.png' }));
    expect(store.problemOf('wallTileGuideImage')).toBe('Wall-tile guide image must be an image from the asset library');
    expect(await store.save()).toBe(false);
    expect(api.calls).toEqual(['get wg']);
    store.pickImage('wallTileGuideImage', asset({ width: 1600, height: 900, url: `/files/assets/${id}.png` }));
    expect(store.problems).toEqual([]);
    const saving = store.save();
    await answerNext(modals, true);
    expect(await saving).toBe(true);
    expect(api.saved.at(-1)).toMatchObject({ logo: { assetId: id, width: 600, height: 150 }, wallTileGuideImage: { assetId: id, width: 1600, height: 900 } });
    expect(store.changed).toBe(false);
    // Remove: back to the wordmark, and Undo puts the saved logo back.
    store.removeImage('logo');
    expect(store.form?.logo).toBeNull();
    expect(store.changed).toBe(true);
    store.revert();
    expect(store.form?.logo).toMatchObject({ assetId: id });
    store.removeImage('logo');
    const clearing = store.save();
    await answerNext(modals, true);
    expect(await clearing).toBe(true);
    expect(api.saved.at(-1)).toMatchObject({ logo: null, wallTileGuideImage: { assetId: id } });
    store.dispose();
  });

  it('previews the colour the storefront paints: a light brand colour is darkened for readable text', async () => {
    const { store } = await setUp();
    expect(store.accent).toEqual({ shown: '#e31837', darkened: false });
    store.edit('accentColor', '#FFD700');
    expect(store.accent?.darkened).toBe(true);
    expect(store.accent?.shown).not.toBe('#ffd700');
    store.dispose();
  });

  it('asks before saving, sends the version it saw and the form read back; declined sends nothing', async () => {
    const { api, modals, store } = await setUp();
    store.edit('shopAllLabel', 'PRINT TODAY');
    store.edit('accentColor', '#1A7F37');
    store.edit('footerQuickLinks', 'FAQ | /faqs\nPrivacy | /privacy');
    expect(store.changed).toBe(true);
    const declined = store.save();
    expect(await answerNext(modals, false)).toEqual(
      expect.objectContaining({ title: 'Save Walgreens Photo Tiles?', message: 'The storefront shows the change at its next page load.' }),
    );
    expect(await declined).toBe(false);
    expect(api.calls).toEqual(['get wg']);
    const saving = store.save();
    await answerNext(modals, true);
    expect(await saving).toBe(true);
    expect(api.calls.at(-1)).toBe('save wg v1 PRINT TODAY #1A7F37 [{"label":"FAQ","href":"/faqs"},{"label":"Privacy","href":"/privacy"}]');
    expect(store.loaded?.version).toBe(2);
    expect(store.changed).toBe(false);
    expect(store.notice).toBe('Walgreens Photo Tiles saved. The storefront shows it at its next page load.');
    await store.showHistory();
    expect(store.historyLines()).toEqual([{ id: 7, at: '2026-05-01T10:00:00.000Z', by: 'admin@tilepix.test', changes: 'brand: A → B' }]);
    store.dispose();
  });

  it("a 409 shows the server's words and reloads the newer settings", async () => {
    const { api, modals, store } = await setUp();
    store.edit('brand', 'Mine');
    api.next = left({
      code: 'api/bad-request',
      status: 409,
      message: 'This tenant was changed by someone else since you opened it. Reload to see the change, then make yours again.',
    });
    api.version = 5;
    api.settings = { ...SETTINGS, brand: 'Theirs' };
    const saving = store.save();
    await answerNext(modals, true);
    expect(await saving).toBe(false);
    expect(store.error).toBe('This tenant was changed by someone else since you opened it. Reload to see the change, then make yours again.');
    expect(store.loaded).toMatchObject({ version: 5, settings: { brand: 'Theirs' } });
    expect(store.form?.brand).toBe('Theirs');
    store.dispose();
  });
});

const asset = (id: string, width = 1600, height = 900): Asset => ({
  id,
  url: `/files/assets/${id}.png`,
  thumbUrl: `/files/assets/${id}_tmb.webp`,
  fileName: `${id}.png`,
  contentType: 'image/png',
  bytes: 1000,
  width,
  height,
  uploadedBy: 'admin@tilepix.test',
  createdAt: '2026-05-01T10:00:00.000Z',
});

class FakeLibrary implements AssetLibrary {
  calls: string[] = [];
  stored: Asset[] = [asset('a1')];
  answer: Either<ApiFailure, Asset> | null = null;
  async list(page: number) {
    this.calls.push(`list ${page}`);
    return right({ assets: this.stored, page, pageSize: 24, total: 30 });
  }
  async upload(file: ChosenFile, onProgress: (f: number) => void) {
    this.calls.push(`upload ${file.name}`);
    onProgress(0.5);
    const answer = this.answer ?? right(asset('new', 800, 600));
    if (answer._tag === 'Right') this.stored = [answer.right, ...this.stored];
    return answer;
  }
}

/** A chosen file of `size` bytes (only its size, type and name matter before sending). */
const file = (name: string, type: string, size: number): ChosenFile => ({ name, type, size }) as unknown as ChosenFile;

describe('AssetLibraryStore', () => {
  const setUp = async (search = '') => {
    const library = new FakeLibrary();
    const navigator = new MemoryNavigator('/admin/assets', search);
    const store = new AssetLibraryStore(library, navigator);
    store.start({ followAddress: true });
    await when(() => store.status === 'ready');
    return { library, navigator, store };
  };

  it('pages the library from the address', async () => {
    const { library, navigator, store } = await setUp('page=2');
    expect(library.calls).toEqual(['list 2']);
    expect(store.pages).toBe(2);
    store.goTo(1);
    expect(navigator.search()).toBe('');
    await when(() => library.calls.length === 2);
    expect(library.calls[1]).toBe('list 1');
    store.dispose();
  });

  it('refuses a file over 20 MB or not an image before sending it, in words', async () => {
    const { library, store } = await setUp();
    store.upload([file('huge.jpg', 'image/jpeg', 21 * 1024 * 1024), file('notes.pdf', 'application/pdf', 2000), file('empty.png', 'image/png', 0)]);
    await store.settled();
    expect(store.uploads.map((u) => [u.name, u.state, u.message])).toEqual([
      ['empty.png', 'failed', 'This file is empty: choose an image.'],
      ['notes.pdf', 'failed', 'This file is not an image we can use: upload a JPEG, PNG or WebP image.'],
      ['huge.jpg', 'failed', 'This image is 21.0 MB: images can be at most 20 MB.'],
    ]);
    expect(library.calls).toEqual(['list 1']);
    store.dispose();
  });

  it("uploads with progress, shows the dimensions and the new image first; a refusal shows the server's words", async () => {
    const { library, store } = await setUp();
    const progress: number[] = [];
    const stop = when(
      () => store.uploads[0]?.progress === 0.5,
      () => progress.push(0.5),
    );
    store.upload([file('tile.png', 'image/png', 5000)]);
    await store.settled();
    await stop;
    expect(progress).toEqual([0.5]);
    expect(store.uploads[0]).toMatchObject({ name: 'tile.png', state: 'done', progress: 1, message: '800 x 600 pixels' });
    expect(store.assets[0]?.id).toBe('new');
    library.answer = left({ code: 'api/bad-request', status: 422, message: 'This file is an SVG drawing: upload a JPEG, PNG or WebP image.' });
    store.upload([file('logo.png', '', 100)]);
    await store.settled();
    expect(store.uploads[0]).toMatchObject({ name: 'logo.png', state: 'failed', message: 'This file is an SVG drawing: upload a JPEG, PNG or WebP image.' });
    store.dispose();
  });
});
