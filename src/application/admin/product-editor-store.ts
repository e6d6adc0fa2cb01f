import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import {
  emptyProductDraft,
  productFromText,
  productProblems,
  productToText,
  slugFromName,
  type FieldProblem,
  type ProductDraft,
  type ProductText,
  type ProductTextKey,
  type VariantText,
  type VariantTextKey,
} from '../../domain/catalog';
import { AdminApi, type AdminApi as Api, type AuditEntry } from '../ports/admin-api';
import { AdminCatalogueApi, type AdminCatalogueApi as CatalogueApi, type AdminProduct } from '../ports/admin-catalogue-api';
import { ModalStore } from '../shell/modal-store';
import { AdminActivity } from './admin-activity';
import { changedFields } from './audit-changes';

const EMPTY_VARIANT: VariantText = { variantId: '', variantName: '', variantPrice: '', variantSku: '', variantPrecustomizedImageUrl: '', variantImageUrl: '' };

/**
 * One product in the admin's editor (issue #17): its fields as typed, read and checked on every key
 * stroke by the domain's functions (the server runs the same ones), saved after a confirm over the
 * version it was read at (a 409 reloads it). Retiring and restoring are confirmed too.
 */
@injectable()
export class ProductEditorStore extends AdminActivity {
  product: ProductText = productToText(emptyProductDraft()).product;
  variants: readonly VariantText[] = productToText(emptyProductDraft()).variants;
  loaded: AdminProduct | null = null;
  mode: 'new' | 'edit' = 'new';
  status: 'loading' | 'ready' | 'failed' = 'ready';
  history: readonly AuditEntry[] = [];
  private tenant = '';

  constructor(
    @inject(AdminCatalogueApi) private readonly api: CatalogueApi,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(AdminApi) private readonly admin: Api,
  ) {
    super();
    makeObservableByKind<ProductEditorStore, 'fill'>(this, {
      observableRef: ['product', 'variants', 'loaded', 'history'],
      observable: ['mode', 'status'],
      computed: ['read', 'problems'],
      action: ['edit', 'editVariant', 'addVariant', 'removeVariant', 'fill'],
    });
  }

  /** The typed fields read into a draft (null while a cell cannot be read). */
  get read(): { draft: ProductDraft | null; problems: FieldProblem[] } {
    return productFromText(this.product, this.variants);
  }

  /** Everything that keeps the product from being saved, by the same rules as the server. */
  get problems(): FieldProblem[] {
    const { draft, problems } = this.read;
    return draft ? productProblems(draft) : problems;
  }

  /** Opens a new product (`id` null) or loads one to edit. */
  async open(tenant: string, id: string | null): Promise<void> {
    this.tenant = tenant;
    if (id === null) {
      this.fill(null, 'new');
      return;
    }
    runInAction(() => (this.status = 'loading'));
    const result = await this.api.getProduct(tenant, id);
    if (!this.pageOpen) return;
    if (isLeft(result)) {
      runInAction(() => (this.status = 'failed'));
      this.show(null, result.left.message);
      return;
    }
    this.fill(result.right, 'edit');
  }

  edit(key: ProductTextKey, value: string): void {
    const next = { ...this.product, [key]: value };
    // A new product's id and slug follow its name until the admin types one.
    if (this.mode === 'new' && key === 'name' && this.product.urlSlug === slugFromName(this.product.name)) next.urlSlug = slugFromName(value);
    if (this.mode === 'new' && key === 'name' && this.product.id === slugFromName(this.product.name)) next.id = slugFromName(value).slice(0, 64);
    this.product = next;
  }

  editVariant(index: number, key: VariantTextKey, value: string): void {
    this.variants = this.variants.map((v, i) => (i === index ? { ...v, [key]: value } : v));
  }

  addVariant(): void {
    this.variants = [...this.variants, { ...EMPTY_VARIANT, variantPrice: this.product.price }];
  }

  removeVariant(index: number): void {
    this.variants = this.variants.filter((_, i) => i !== index);
  }

  /** Saves after the admin confirms; answers the saved product's id, or null. */
  async save(): Promise<string | null> {
    if (this.busy) return null;
    const draft = this.read.draft;
    const found = this.problems;
    if (!draft || found.length > 0) {
      this.show(null, `Fix ${found.length === 1 ? 'this' : `these ${found.length} problems`} first: ${found[0]?.message ?? ''}`);
      return null;
    }
    const creating = this.mode === 'new';
    const confirmed = await this.modals.confirm({
      title: creating ? `Create ${draft.name.trim()}?` : `Save ${draft.name.trim()}?`,
      message: draft.listed ? 'The storefront shows it in shop-all at its next page load.' : 'It is not listed in shop-all; it is reachable by its address.',
      confirmLabel: creating ? 'Create product' : 'Save product',
    });
    if (!confirmed) return null;
    const version = this.loaded?.version ?? 0;
    const saved = await this.runChange(
      creating ? 'Creating the product…' : 'Saving the product…',
      () => (creating ? this.api.createProduct(this.tenant, draft) : this.api.saveProduct(this.tenant, version, draft)),
      {
        apply: (product) => this.fill(product, 'edit'),
        done: () => `${draft.name.trim()} ${creating ? 'created' : 'saved'}.`,
        ...(creating ? {} : { reload: () => this.reload(draft.id) }),
      },
    );
    return saved ? draft.id : null;
  }

  /** Retires the product (it leaves shop-all; orders keep showing it) or restores it, after a confirm. */
  async setRetired(retired: boolean): Promise<boolean> {
    const loaded = this.loaded;
    if (!loaded || this.busy) return false;
    const confirmed = await this.modals.confirm({
      title: `${retired ? 'Retire' : 'Restore'} ${loaded.draft.name}?`,
      message: retired ? 'It leaves shop-all and the artist pages. Orders that name it keep showing it.' : 'It shows in shop-all again if it is listed.',
      confirmLabel: retired ? 'Retire product' : 'Restore product',
    });
    if (!confirmed) return false;
    return this.runChange(retired ? 'Retiring…' : 'Restoring…', () => this.api.retireProduct(this.tenant, loaded.draft.id, loaded.version, retired), {
      apply: (product) => this.fill(product, 'edit'),
      done: () => `${loaded.draft.name} ${retired ? 'retired' : 'restored'}.`,
      reload: () => this.reload(loaded.draft.id),
    });
  }

  private async reload(id: string): Promise<void> {
    const result = await this.api.getProduct(this.tenant, id);
    if (!isLeft(result) && this.pageOpen) this.fill(result.right, 'edit');
  }

  /** The audit log of this product, each entry as the fields it changed ('price: 19.00 → 21.00'). */
  historyLines(): ReadonlyArray<{ readonly id: number; readonly at: string; readonly by: string; readonly action: string; readonly changes: string }> {
    return this.history.map((e) => ({ id: e.id, at: e.at, by: e.actorEmail, action: e.action, changes: changedFields(e.before, e.after) }));
  }

  private async loadHistory(id: string): Promise<void> {
    const result = await this.admin.auditLog('product', `${this.tenant}:${id}`);
    if (!isLeft(result) && this.pageOpen) runInAction(() => (this.history = [...result.right].reverse()));
  }

  private fill(product: AdminProduct | null, mode: 'new' | 'edit'): void {
    const text = productToText(product?.draft ?? emptyProductDraft());
    this.product = text.product;
    this.variants = text.variants;
    this.loaded = product;
    this.mode = mode;
    this.status = 'ready';
    if (product) void this.loadHistory(product.draft.id);
    else this.history = [];
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
  }
}
