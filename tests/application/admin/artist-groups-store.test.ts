import { left, right, type Either } from 'fp-ts/Either';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryNavigator } from '../../../src/adapters/navigation/memory-navigator';
import { ArtistGroupsStore } from '../../../src/application/admin/artist-groups-store';
import type { AdminApi } from '../../../src/application/ports/admin-api';
import type { AdminArtistGroup, AdminCatalogueApi } from '../../../src/application/ports/admin-catalogue-api';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import { ModalStore } from '../../../src/application/shell/modal-store';

const group = (id: string, name: string, sortOrder: number, version = 1): AdminArtistGroup => ({
  id,
  name,
  collectionName: null,
  imageUrl: null,
  sortOrder,
  version,
  products: 1,
});
const GROUPS = [group('mara', 'Mara Quinn', 1), group('theo', 'Theo Lindqvist', 2), group('arch', 'Archive', -1)];

class FakeCatalogueApi implements Pick<AdminCatalogueApi, 'listGroups' | 'saveGroup' | 'moveGroup'> {
  calls: string[] = [];
  groups: AdminArtistGroup[] = GROUPS;
  next: Either<ApiFailure, readonly AdminArtistGroup[]> | null = null;
  async listGroups(tenant: string) {
    this.calls.push(`list ${tenant}`);
    return right(this.groups);
  }
  async saveGroup(tenant: string, id: string, version: number, draft: { sortOrder: number; name: string }) {
    this.calls.push(`save ${tenant} ${id} v${version} ${draft.name} ${draft.sortOrder}`);
    return this.next ?? right(this.groups);
  }
  async moveGroup(tenant: string, id: string, version: number, direction: 'up' | 'down') {
    this.calls.push(`move ${tenant} ${id} v${version} ${direction}`);
    return this.next ?? right([group('theo', 'Theo Lindqvist', 1, 2), group('mara', 'Mara Quinn', 2, 2), GROUPS[2]!]);
  }
}
const admin = {
  listTenants: async () =>
    right([
      { id: 'tilepix', name: 'TilePix' },
      { id: 'wg', name: 'WG' },
    ]),
  auditLog: async (type: string, id: string) =>
    right([
      {
        id: 1,
        at: '2026-05-01T10:00:00.000Z',
        actorEmail: 'admin@tilepix.test',
        action: 'group.move-down',
        recordType: type,
        recordId: id,
        before: { name: 'Mara Quinn', sortOrder: 1 },
        after: { name: 'Mara Quinn', sortOrder: 2 },
      },
    ]),
} as unknown as AdminApi;

const answerNext = async (modals: ModalStore, answer: boolean) => {
  await when(() => modals.current !== null);
  const open = modals.current!;
  modals.answer(open.id, answer);
  return open.request as unknown as { title: string; message: string };
};

const setUp = async (path = '/admin/t/tilepix/groups') => {
  const api = new FakeCatalogueApi();
  const modals = new ModalStore();
  const navigator = new MemoryNavigator(path, '');
  const store = new ArtistGroupsStore(api as unknown as AdminCatalogueApi, admin, navigator, modals, 'tilepix');
  store.start();
  await when(() => store.status === 'ready');
  return { api, modals, navigator, store };
};

describe('ArtistGroupsStore', () => {
  it("reads the tenant from the address (default: the admin's own) and follows it", async () => {
    const { api, store, navigator } = await setUp('/admin/t/wg/groups');
    expect(api.calls).toEqual(['list wg']);
    expect(store.shown.map((g) => g.id)).toEqual(['mara', 'theo']);
    store.chooseTenant('tilepix');
    expect(navigator.current()).toBe('/admin/t/tilepix/groups');
    await when(() => api.calls.length === 2);
    expect(api.calls[1]).toBe('list tilepix');
    store.dispose();
  });

  it('asks before a move and sends the version it saw; declined sends nothing', async () => {
    const { api, modals, store } = await setUp();
    const declined = store.move('mara', 'down');
    expect(await answerNext(modals, false)).toMatchObject({
      title: 'Move Mara Quinn down?',
      message: "Mara Quinn becomes number 2 in the storefront's artists menu.",
    });
    expect(await declined).toBe(false);
    expect(api.calls).toEqual(['list tilepix']);
    const confirmed = store.move('mara', 'down');
    await answerNext(modals, true);
    expect(await confirmed).toBe(true);
    expect(api.calls.at(-1)).toBe('move tilepix mara v1 down');
    expect(store.shown.map((g) => g.id)).toEqual(['theo', 'mara']);
    expect(store.notice).toBe('Mara Quinn is number 2 in the menu now.');
    await store.showHistory('mara');
    expect(store.historyOf('mara')).toEqual([
      { id: 1, at: '2026-05-01T10:00:00.000Z', by: 'admin@tilepix.test', action: 'group.move-down', changes: 'sortOrder: 1 → 2' },
    ]);
    store.dispose();
  });

  it("checks a row with the domain's rules before sending; warns when a save hides the group", async () => {
    const { api, modals, store } = await setUp();
    store.edit('theo', 'sortOrder', '1.5');
    expect(store.problemsOf('theo')).toEqual([{ field: 'sortOrder', message: 'Sort order must be a whole number' }]);
    expect(await store.save('theo')).toBe(false);
    expect(store.error).toBe('Theo Lindqvist: Sort order must be a whole number');
    store.edit('theo', 'sortOrder', '-3');
    expect(store.isChanged('theo')).toBe(true);
    const saving = store.save('theo');
    expect((await answerNext(modals, true)).message).toBe('A negative sort order hides this group from the storefront menu.');
    expect(await saving).toBe(true);
    expect(api.calls.at(-1)).toBe('save tilepix theo v1 Theo Lindqvist -3');
    store.dispose();
  });

  it("a 409 shows the server's message and reloads the list", async () => {
    const { api, modals, store } = await setUp();
    api.next = left({
      code: 'api/bad-request',
      status: 409,
      message: 'This group was changed by someone else since you opened it. Reload to see the change, then make yours again.',
    });
    store.edit('mara', 'name', 'Mara Q');
    const saving = store.save('mara');
    await answerNext(modals, true);
    expect(await saving).toBe(false);
    expect(store.error).toBe('This group was changed by someone else since you opened it. Reload to see the change, then make yours again.');
    expect(api.calls.at(-1)).toBe('list tilepix');
    expect(store.formOf('mara')?.name).toBe('Mara Quinn');
    store.dispose();
  });
});
