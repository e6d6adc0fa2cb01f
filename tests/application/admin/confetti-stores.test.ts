import { left, right, type Either } from 'fp-ts/Either';
import { autorun, when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryNavigator } from '../../../src/adapters/navigation/memory-navigator';
import { SessionOverlayRecords } from '../../../src/adapters/storage/session-overlay-records';
import { ConfettiStore } from '../../../src/application/admin/confetti-store';
import { CUSTOMER_SESSION_OWN_KEYS } from '../../../src/application/admin/customer-project-session';
import { CustomersStore } from '../../../src/application/admin/customers-store';
import type { AdminAlbum, AdminConfettiApi, AdminSharedImage } from '../../../src/application/ports/admin-confetti-api';
import type { LocalRecord, LocalRecords } from '../../../src/application/ports/local-records';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import { ModalStore } from '../../../src/application/shell/modal-store';
import * as t from 'io-ts';

const image = (key: string, position: number): AdminSharedImage => ({
  key,
  keyThumb: key.replace('.jpg', '_tmb.jpg'),
  fileName: key,
  full: `/files/${key}`,
  thumb: `/files/${key}`,
  width: 10,
  height: 10,
  position,
});
const album = (version: number, keys: string[], name = 'Beach'): AdminAlbum => ({
  id: 'beach',
  name,
  public: true,
  version,
  images: keys.map((k, i) => image(k, i + 1)),
});

class FakeApi {
  calls: string[] = [];
  albums: AdminAlbum[] = [album(1, ['shared/beach/a.jpg', 'shared/beach/b.jpg', 'shared/beach/c.jpg'])];
  next: Either<ApiFailure, readonly AdminAlbum[]> | null = null;
  progress: number[] = [];
  private answer(call: string) {
    this.calls.push(call);
    const next = this.next;
    this.next = null;
    return Promise.resolve(next ?? right(this.albums));
  }
  listAlbums = () => this.answer('list');
  createAlbum = (name: string) => this.answer(`create ${name}`);
  saveAlbum = (id: string, v: number, name: string, isPublic: boolean) => this.answer(`save ${id} v${v} ${name} ${isPublic}`);
  deleteAlbum = (id: string, v: number) => this.answer(`delete ${id} v${v}`);
  removeImage = (id: string, v: number, key: string) => this.answer(`remove ${id} v${v} ${key}`);
  placeImage = (id: string, v: number, key: string, position: number) => this.answer(`place ${id} v${v} ${key} ${position}`);
  uploadImage = async (id: string, v: number, _file: Blob, name: string, progress: (f: number) => void) => {
    progress(0.5);
    progress(1);
    return this.answer(`upload ${id} v${v} ${name}`);
  };
  findCustomers = async (q: string, page: number) => {
    this.calls.push(`find "${q}" ${page}`);
    return right({ customers: [{ id: 'c1', email: 'ada@example.com', firstName: 'Ada', lastName: null, openProjects: 1 }], page, pageSize: 25, total: 51 });
  };
  customerProjects = async (id: string) => {
    this.calls.push(`projects ${id}`);
    if (id === 'gone') return left<ApiFailure>({ code: 'api/not-found', status: 404, message: 'Customer not found.' });
    return right({ customer: { id, email: 'ada@example.com', firstName: 'Ada', lastName: null, openProjects: 1 }, projects: [] });
  };
}

const answerNext = async (modals: ModalStore, answer: boolean) => {
  await when(() => modals.current !== null);
  const open = modals.current!;
  modals.answer(open.id, answer);
  return open.request as unknown as { title: string; message: string };
};

const confettiSetUp = async () => {
  const api = new FakeApi();
  const modals = new ModalStore();
  const store = new ConfettiStore(api as unknown as AdminConfettiApi, modals);
  store.start();
  await when(() => store.status === 'ready');
  return { api, modals, store };
};

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('ConfettiStore', () => {
  it("moves a photo up and down and to a typed place, each with the album's version", async () => {
    const { api, store } = await confettiSetUp();
    await store.move('beach', 'shared/beach/b.jpg', 'up');
    await store.move('beach', 'shared/beach/b.jpg', 'down');
    store.editPlace('shared/beach/a.jpg', '3');
    await store.applyPlace('beach', 'shared/beach/a.jpg');
    expect(api.calls.slice(1)).toEqual(['place beach v1 shared/beach/b.jpg 1', 'place beach v1 shared/beach/b.jpg 3', 'place beach v1 shared/beach/a.jpg 3']);
    expect(store.notice).toBe('Photo moved to place 3 of Beach.');
    store.editPlace('shared/beach/a.jpg', '4');
    expect(await store.applyPlace('beach', 'shared/beach/a.jpg')).toBe(false);
    expect(store.error).toBe('Place must be a whole number from 1 to 3');
    // The first cannot go up: nothing is sent.
    expect(await store.move('beach', 'shared/beach/a.jpg', 'up')).toBe(false);
    expect(api.calls).toHaveLength(4);
  });

  it('a stale change (409) says why and reloads the albums', async () => {
    const { api, store } = await confettiSetUp();
    api.next = left({
      code: 'api/bad-request',
      status: 409,
      message: 'This album was changed by someone else since you opened it. Reload to see the change, then make yours again.',
    });
    api.albums = [album(4, ['shared/beach/c.jpg'], 'Beach 2')];
    expect(await store.move('beach', 'shared/beach/b.jpg', 'up')).toBe(false);
    expect(store.error).toBe('This album was changed by someone else since you opened it. Reload to see the change, then make yours again.');
    expect(api.calls.at(-1)).toBe('list');
    expect(store.albums[0]!.version).toBe(4);
  });

  it("checks each photo before it is sent, reports the upload's progress, and names what was refused", async () => {
    const { api, store } = await confettiSetUp();
    const seen: string[] = [];
    const stop = autorun(() => store.upload && seen.push(`${store.upload.counter} ${store.upload.fileName} ${store.upload.fraction}`));
    expect(
      await store.addPhotos('beach', [file('notes.txt', 'text/plain', 10), file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024), file('ok.png', 'image/png', 100)]),
    ).toBe(1);
    stop();
    expect(seen).toEqual(['Photo 3 of 3 ok.png 0', 'Photo 3 of 3 ok.png 0.5', 'Photo 3 of 3 ok.png 1']);
    expect(api.calls.filter((c) => c.startsWith('upload'))).toEqual(['upload beach v1 ok.png']);
    expect(store.upload).toBeNull();
    expect(store.notice).toBe('1 photo added to Beach.');
    expect(store.error).toBe('huge.jpg: That photo is 11.0 MB; the limit is 10.0 MB. Choose a smaller photo.');
  });

  it('removes a photo and deletes an album only after the admin confirms', async () => {
    const { api, modals, store } = await confettiSetUp();
    const removing = store.removePhoto('beach', 'shared/beach/a.jpg');
    expect((await answerNext(modals, false)).title).toBe('Remove photo 1 from Beach?');
    expect(await removing).toBe(false);
    const again = store.removePhoto('beach', 'shared/beach/a.jpg');
    await answerNext(modals, true);
    expect(await again).toBe(true);
    const deleting = store.remove('beach');
    expect((await answerNext(modals, true)).title).toBe('Delete Beach?');
    await deleting;
    expect(api.calls.slice(1)).toEqual(['remove beach v1 shared/beach/a.jpg', 'delete beach v1']);
  });

  it('checks names with the domain rules before sending', async () => {
    const { api, store } = await confettiSetUp();
    store.edit('beach', { name: ' ' });
    expect(store.problemOf('beach')).toBe('Album name is required');
    expect(await store.save('beach')).toBe(false);
    store.editNew('x'.repeat(81));
    expect(store.newNameProblem).toBe('Must be no more than 80 characters');
    expect(await store.create()).toBe(false);
    store.edit('beach', { name: 'Beach Days', public: false });
    await store.save('beach');
    expect(api.calls.slice(1)).toEqual(['save beach v1 Beach Days false']);
    expect(store.notice).toBe('Beach Days saved. Hidden from the photo picker at its next load.');
  });
});

describe('CustomersStore', () => {
  it('keeps the search, its page and the open customer in the address', async () => {
    const api = new FakeApi();
    const navigator = new MemoryNavigator('/admin/customers', 'q=ada&page=2&customer=c1');
    const store = new CustomersStore(api as unknown as AdminConfettiApi, navigator);
    store.start();
    await when(() => store.status === 'ready');
    expect(api.calls).toEqual(['find "ada" 2', 'projects c1']);
    expect(store.pages).toBe(3);
    expect(store.editAddress('p 1')).toBe('/admin/customers/c1/projects/p%201');
    store.edit('lovelace');
    store.search();
    expect(navigator.search()).toBe('q=lovelace');
    await when(() => store.status === 'ready' && api.calls.length === 3);
    store.open('gone');
    await when(() => store.status === 'ready' && api.calls.length === 5);
    expect(store.error).toBe('No customer of this store has that id.');
    store.dispose();
  });
});

describe('SessionOverlayRecords (an admin editing for a customer)', () => {
  it("keeps the session's projects and cart in memory and reads the admin's tokens from the browser", () => {
    const stored = new Map<string, unknown>([
      ['projects', ['admin project']],
      ['accessToken', 'admin-token'],
      ['cartItems', ['admin item']],
    ]);
    const writes: string[] = [];
    const base: LocalRecords = {
      read: <A>(r: LocalRecord<A>) => stored.get(r.key) as A | undefined,
      write: (r) => (writes.push(r.key), true),
      remove: (k) => void writes.push(`remove ${k}`),
      clear: (keys) => void writes.push(`clear ${keys.join()}`),
    };
    const records = new SessionOverlayRecords(base, CUSTOMER_SESSION_OWN_KEYS);
    const rec = <A>(key: 'projects' | 'accessToken' | 'cartItems'): LocalRecord<A> => ({ key, codec: t.unknown as unknown as t.Type<A, unknown, unknown> });
    expect(records.read(rec('projects'))).toBeUndefined();
    expect(records.read(rec('cartItems'))).toBeUndefined();
    expect(records.read(rec('accessToken'))).toBe('admin-token');
    records.write(rec('projects'), ['customer project']);
    records.clear(['accessToken']);
    expect(records.read(rec('projects'))).toEqual(['customer project']);
    expect(records.read(rec('accessToken'))).toBeUndefined();
    expect(writes).toEqual([]);
    expect(stored.get('projects')).toEqual(['admin project']);
  });
});
