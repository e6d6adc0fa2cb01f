import { left, right } from 'fp-ts/Either';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryNavigator } from '../../../src/adapters/navigation/memory-navigator';
import { ProductEditorStore } from '../../../src/application/admin/product-editor-store';
import { ProductImportStore } from '../../../src/application/admin/product-import-store';
import { ProductsListStore, productsAddressFrom, productsHref } from '../../../src/application/admin/products-list-store';
import type { AdminApi } from '../../../src/application/ports/admin-api';
import type { AdminCatalogueApi } from '../../../src/application/ports/admin-catalogue-api';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { emptyProductDraft } from '../../../src/domain/catalog';
import { FakeCatalogueApi } from './fake-catalogue-api';

const answerNext = async (modals: ModalStore, answer: boolean) => {
  await when(() => modals.current !== null);
  const open = modals.current!;
  modals.answer(open.id, answer);
  return open.request as unknown as { title: string; message: string };
};
const asApi = (api: FakeCatalogueApi) => api as unknown as AdminCatalogueApi;
const auditApi = (calls: string[]) =>
  ({
    auditLog: async (type: string, id: string) => {
      calls.push(`audit ${type} ${id}`);
      return right([
        {
          id: 1,
          at: '2026-05-01T10:00:00.000Z',
          actorEmail: 'admin@tilepix.test',
          action: 'product.save',
          recordType: type,
          recordId: id,
          before: { name: 'P', price: '1.00', listed: true },
          after: { name: 'P2', price: '1.00', listed: false },
        },
      ]);
    },
  }) as unknown as AdminApi;

describe('ProductsListStore', () => {
  it('keeps tenant, search, status, page and the edited product in the address, and loads the list once per view', async () => {
    // The tenant is the path's (issue 32); a `tenant` query is not the products page's any more.
    expect(productsAddressFrom('/admin/t/wg/products', 'tenant=cvs&q=%20tile%20&status=retired&page=2&edit=tilepix&x=1')).toEqual({
      tenant: 'wg',
      q: 'tile',
      status: 'retired',
      page: 2,
      edit: 'tilepix',
    });
    expect(productsAddressFrom('/admin/t/WG!/products', 'status=bogus&page=0&edit=../x')).toEqual({});
    expect(productsHref('wg', { q: 'tile', status: 'active', page: 1, edit: 'new' })).toBe('/admin/t/wg/products?q=tile&edit=new');
    const api = new FakeCatalogueApi();
    const navigator = new MemoryNavigator('/admin/t/wg/products', 'q=tile');
    const store = new ProductsListStore(asApi(api), navigator, 'tilepix');
    store.start();
    await when(() => store.page !== null);
    expect(api.calls).toEqual(['list wg {"tenant":"wg","q":"tile"}']);
    navigator.navigate(store.href({ edit: 'tilepix' }));
    expect(navigator.current()).toBe('/admin/t/wg/products');
    expect(navigator.search()).toBe('q=tile&edit=tilepix');
    store.apply({ status: 'all' });
    await when(() => api.calls.length === 2);
    expect(api.calls[1]).toBe('list wg {"tenant":"wg","q":"tile","status":"all"}');
    store.dispose();
  });
});

describe('ProductEditorStore', () => {
  it("checks the typed fields with the domain's rules; a new product's id and slug follow its name", async () => {
    const api = new FakeCatalogueApi();
    const modals = new ModalStore();
    const store = new ProductEditorStore(asApi(api), modals, auditApi([]));
    await store.open('tilepix', null);
    store.edit('name', 'Harbor Lights');
    expect(store.product).toMatchObject({ id: 'harbor-lights', urlSlug: 'harbor-lights' });
    store.edit('price', 'abc');
    expect(store.problems).toContainEqual({ field: 'price', message: "Price must be an amount like 14.00 (got 'abc')" });
    expect(await store.save()).toBeNull();
    expect(store.error).toMatch(/^Fix these \d problems first: /);
    expect(api.calls).toEqual([]);
    store.edit('price', '17.50');
    store.editVariant(0, 'variantId', 'harbor-black');
    store.editVariant(0, 'variantSku', 'HARBOR-BLK');
    expect(store.problems).toEqual([]);
    const saving = store.save();
    expect(await answerNext(modals, true)).toMatchObject({ title: 'Create Harbor Lights?' });
    expect(await saving).toBe('harbor-lights');
    expect(api.calls).toEqual(['create tilepix harbor-lights 1750']);
    expect(store.notice).toBe('Harbor Lights created.');
    expect(store.mode).toBe('edit');
  });

  it('saves over the version it read; a 409 says so and reloads the product', async () => {
    const api = new FakeCatalogueApi();
    api.product = {
      draft: {
        ...emptyProductDraft(),
        id: 'p',
        name: 'P',
        urlSlug: 'p',
        variants: [{ id: 'p-b', name: 'Black', priceCents: 100, sku: 'P-B', precustomizedImageUrl: null, imageUrl: null }],
      },
      version: 4,
      retired: false,
      orderLines: 2,
    };
    const modals = new ModalStore();
    const audits: string[] = [];
    const store = new ProductEditorStore(asApi(api), modals, auditApi(audits));
    await store.open('wg', 'p');
    await when(() => store.history.length > 0);
    expect(audits).toEqual(['audit product wg:p']);
    expect(store.historyLines()[0]).toMatchObject({ action: 'product.save', by: 'admin@tilepix.test', changes: 'name: P → P2; listed: true → false' });
    store.edit('name', 'P2');
    api.saveAnswer = left({
      code: 'api/bad-request',
      status: 409,
      message: 'This product was changed by someone else since you opened it. Reload to see the change, then make yours again.',
    });
    const saving = store.save();
    await answerNext(modals, true);
    expect(await saving).toBeNull();
    expect(api.calls).toEqual(['get wg p', 'save wg p v4', 'get wg p']);
    expect(store.error).toBe('This product was changed by someone else since you opened it. Reload to see the change, then make yours again.');
    expect(store.product.name).toBe('P');
    const retiring = store.setRetired(true);
    expect((await answerNext(modals, true)).message).toBe('It leaves shop-all and the artist pages. Orders that name it keep showing it.');
    expect(await retiring).toBe(true);
    expect(store.loaded).toMatchObject({ retired: true, version: 5 });
  });
});

describe('ProductImportStore', () => {
  const HEAD = 'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku';
  const setUp = () => {
    const api = new FakeCatalogueApi();
    const modals = new ModalStore();
    const saved: Array<{ name: string; blob: Blob }> = [];
    const store = new ProductImportStore(asApi(api), modals, { save: (f) => saved.push(f) }, new MemoryNavigator('/admin/t/cvs/product-import', ''), 'tilepix');
    return { api, modals, saved, store };
  };

  it('previews with the domain (no call), refuses an unreadable file at once', () => {
    const { api, store } = setUp();
    store.choose('a.csv', `${HEAD}\na,A,a,1.00,a-b,Black,1.00,A-B\nb,B,b,abc,b-b,Black,1.00,B-B`);
    expect(store.plan).toMatchObject({ ok: true, rowCount: 2 });
    expect(store.errors).toEqual([{ row: 3, column: 'price', message: "Price must be an amount like 14.00 (got 'abc')" }]);
    store.choose('b.csv', `${HEAD}\n"a,A`);
    expect(store.error).toBe('Row 2: a quoted field is not closed (a " is missing).');
    expect(api.calls).toEqual([]);
  });

  it("dry run, error file of the original columns plus error, then a confirmed apply with the dry run's basis", async () => {
    const { api, modals, saved, store } = setUp();
    store.choose('harbour.csv', `${HEAD}\na,A,a,1.00,a-b,Black,1.00,A-B\nb,B,b,abc,b-b,Black,1.00,B-B`);
    expect(await store.dryRun()).toBe(true);
    expect(store.notice).toBe('Dry run: 1 to create, 0 to update, 1 row with errors.');
    store.downloadErrors();
    expect(saved[0]!.name).toBe('harbour-errors.csv');
    expect(await saved[0]!.blob.text()).toContain('"b","B","b","abc","b-b","Black","1.00","B-B","price: Price must be an amount like 14.00 (got \'abc\')"');
    const applying = store.apply();
    expect(await answerNext(modals, true)).toEqual({
      kind: 'confirm',
      title: 'Import 1 product?',
      message: '1 to create, 0 to update, 1 row with errors. Rows with errors are left out; the rest is written in one go.',
      confirmLabel: 'Import',
    });
    expect(await applying).toBe(true);
    expect(api.calls.at(-1)).toBe('apply cvs {"a":0}');
    expect(store.notice).toBe('Imported: 1 created, 0 updated, 1 row left out.');
  });

  it('a 409 on apply (the catalogue moved) asks for a new dry run', async () => {
    const { api, modals, store } = setUp();
    api.applyAnswer = left({
      code: 'api/bad-request',
      status: 409,
      message: 'The catalogue changed since the dry run: run the dry run again and check its report.',
    });
    store.choose('a.csv', `${HEAD}\na,A,a,1.00,a-b,Black,1.00,A-B`);
    await store.dryRun();
    const applying = store.apply();
    await answerNext(modals, true);
    expect(await applying).toBe(false);
    expect(store.error).toBe('The catalogue changed since the dry run: run the dry run again and check its report.');
    expect(store.report).toBeNull();
  });

  it("shows the upload's bytes, then the server's rows checked and written, and clears the progress when done", async () => {
    const { api, modals, store } = setUp();
    const seen: Array<[string | null, number | null]> = [];
    api.seen = () => seen.push([store.progressText, store.progressPercent]);
    store.choose('a.csv', `${HEAD}\na,A,a,1.00,a-b,Black,1.00,A-B`);
    api.progressSteps = [
      { phase: 'uploading', done: 0, total: 400_000 },
      { phase: 'uploading', done: 160_000, total: 400_000 },
      { phase: 'checking', done: 1000, total: 5000 },
    ];
    await store.dryRun();
    expect(seen).toEqual([
      ['Sending the file: 0 %', 0],
      ['Sending the file: 40 %', 40],
      ['Checking rows: 1,000 of 5,000', 20],
    ]);
    expect(store.progress).toBeNull();
    expect(store.progressText).toBeNull();
    api.progressSteps = [
      { phase: 'uploading', done: 400_000, total: 400_000 },
      { phase: 'writing', done: 2500, total: 5000 },
    ];
    seen.length = 0;
    const applying = store.apply();
    await answerNext(modals, true);
    await applying;
    expect(seen).toEqual([
      ['Sending the file: 100 %', 100],
      ['Writing products: 2,500 of 5,000 rows', 50],
    ]);
    expect(store.progressText).toBeNull();
    expect(store.notice).toBe('Imported: 1 created, 0 updated, 1 row left out.');
  });

  it('a progress step after the call ended (a late line) is dropped', async () => {
    const { api, store } = setUp();
    store.choose('a.csv', `${HEAD}\na,A,a,1.00,a-b,Black,1.00,A-B`);
    let late: ((p: { phase: 'checking'; done: number; total: number }) => void) | undefined;
    api.importDryRun = async (_t, _c, onProgress) => {
      late = onProgress;
      return right(api.report);
    };
    await store.dryRun();
    late?.({ phase: 'checking', done: 1, total: 2 });
    expect(store.progress).toBeNull();
  });
});
