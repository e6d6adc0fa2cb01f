import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { artistGroupProblems, isGroupShown, type ArtistGroupDraft, type FieldProblem } from '../../domain/catalog';
import { AdminApi, type AdminApi as Api, type AuditEntry } from '../ports/admin-api';
import { AdminCatalogueApi, type AdminArtistGroup, type AdminCatalogueApi as CatalogueApi } from '../ports/admin-catalogue-api';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ModalStore } from '../shell/modal-store';
import { TenantId } from '../tokens';
import { TenantPageActivity } from './tenant-page-activity';
import { changedFields } from './audit-changes';

/** The groups page's section: `/admin/t/{tenant}/groups`. */
export const GROUPS_SECTION = 'groups';

/** A row's form as typed: the sort order stays text until it is checked. */
export interface GroupForm {
  readonly name: string;
  readonly collectionName: string;
  readonly imageUrl: string;
  readonly sortOrder: string;
}

const formOf = (g: AdminArtistGroup): GroupForm => ({
  name: g.name,
  collectionName: g.collectionName ?? '',
  imageUrl: g.imageUrl ?? '',
  sortOrder: String(g.sortOrder),
});
const draftOf = (f: GroupForm): ArtistGroupDraft => ({
  name: f.name,
  collectionName: f.collectionName,
  imageUrl: f.imageUrl,
  sortOrder: /^\s*-?\d+\s*$/.test(f.sortOrder) ? Number(f.sortOrder) : Number.NaN,
});

/**
 * /admin/t/{tenant}/groups (issue #17): one tenant's artist groups (the tenant in the address, `/admin/t/wg/groups`),
 * each editable in place and movable up or down. Saves and moves are confirmed first and carry the
 * version they were based on; a 409 reloads the list and says why. The same domain rules as the
 * server check each row before it is sent.
 */
@injectable()
export class ArtistGroupsStore extends TenantPageActivity<readonly AdminArtistGroup[]> {
  groups: readonly AdminArtistGroup[] = [];
  forms: ReadonlyMap<string, GroupForm> = new Map();
  /** Each group's audit log, once the admin asked for it (newest first). */
  histories: ReadonlyMap<string, readonly AuditEntry[]> = new Map();

  constructor(
    @inject(AdminCatalogueApi) private readonly api: CatalogueApi,
    @inject(AdminApi) admin: Api,
    @inject(Navigator) navigator: NavigatorPort,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(TenantId) ownTenant: string,
  ) {
    super(navigator, admin, ownTenant, GROUPS_SECTION);
    makeObservableByKind<ArtistGroupsStore, 'setLoaded'>(this, {
      observableRef: ['groups', 'forms', 'histories'],
      computed: ['shown'],
      action: ['edit', 'setLoaded'],
    });
  }

  /** The groups the storefront menu lists, in its order (the others are hidden). */
  get shown(): readonly AdminArtistGroup[] {
    return this.groups.filter(isGroupShown);
  }

  formOf(id: string): GroupForm | undefined {
    return this.forms.get(id);
  }

  /** The row's problems by the domain's rules (what the server would refuse). */
  problemsOf(id: string): FieldProblem[] {
    const form = this.forms.get(id);
    return form ? artistGroupProblems(draftOf(form)) : [];
  }

  isChanged(id: string): boolean {
    const group = this.groups.find((g) => g.id === id);
    const form = this.forms.get(id);
    return !!group && !!form && JSON.stringify(formOf(group)) !== JSON.stringify(form);
  }

  edit(id: string, field: keyof GroupForm, value: string): void {
    const form = this.forms.get(id);
    if (!form) return;
    this.forms = new Map(this.forms).set(id, { ...form, [field]: value });
  }

  /** Saves a row after the admin confirms; nothing is sent while the domain's rules refuse it. */
  async save(id: string): Promise<boolean> {
    const group = this.groups.find((g) => g.id === id);
    const form = this.forms.get(id);
    if (!group || !form || this.busy) return false;
    const found = this.problemsOf(id);
    if (found.length > 0) {
      this.show(null, `${group.name}: ${found[0]!.message}`);
      return false;
    }
    const draft = draftOf(form);
    const hides = draft.sortOrder < 0 && group.sortOrder >= 0;
    const confirmed = await this.modals.confirm({
      title: `Save ${draft.name.trim()}?`,
      message: hides ? 'A negative sort order hides this group from the storefront menu.' : 'The storefront shows the change at its next page load.',
      confirmLabel: 'Save group',
    });
    if (!confirmed) return false;
    return this.change(`Saving ${draft.name.trim()}…`, () => this.api.saveGroup(this.tenant, id, group.version, draft), `${draft.name.trim()} saved.`);
  }

  /** Moves a shown group one place in the menu, after the admin confirms. */
  async move(id: string, direction: 'up' | 'down'): Promise<boolean> {
    const group = this.groups.find((g) => g.id === id);
    if (!group || this.busy) return false;
    const place = this.shown.findIndex((g) => g.id === id) + 1 + (direction === 'up' ? -1 : 1);
    const confirmed = await this.modals.confirm({
      title: `Move ${group.name} ${direction}?`,
      message: `${group.name} becomes number ${place} in the storefront's artists menu.`,
      confirmLabel: `Move ${direction}`,
    });
    if (!confirmed) return false;
    return this.change(
      `Moving ${group.name}…`,
      () => this.api.moveGroup(this.tenant, id, group.version, direction),
      `${group.name} is number ${place} in the menu now.`,
    );
  }

  /** A group's history as the page lists it (undefined until asked for): who, when, which fields changed. */
  historyOf(
    id: string,
  ): ReadonlyArray<{ readonly id: number; readonly at: string; readonly by: string; readonly action: string; readonly changes: string }> | undefined {
    return this.histories.get(id)?.map((e) => ({ id: e.id, at: e.at, by: e.actorEmail, action: e.action, changes: changedFields(e.before, e.after) }));
  }

  /** Loads (or reloads) a group's history of changes. */
  async showHistory(id: string): Promise<void> {
    const result = await this.admin.auditLog('artist_group', `${this.tenant}:${id}`);
    if (!this.pageOpen) return;
    if (isLeft(result)) this.show(null, result.left.message);
    else runInAction(() => (this.histories = new Map(this.histories).set(id, [...result.right].reverse())));
  }

  private async change(progress: string, call: () => ReturnType<CatalogueApi['listGroups']>, done: string): Promise<boolean> {
    const changed = await this.runChange(progress, call, { apply: (groups) => this.setLoaded(groups), done: () => done, reload: () => this.load(false) });
    if (!changed) return false;
    const open = [...this.histories.keys()];
    runInAction(() => (this.histories = new Map()));
    for (const id of open) void this.showHistory(id);
    return true;
  }

  protected fetch(tenant: string): ReturnType<CatalogueApi['listGroups']> {
    return this.api.listGroups(tenant);
  }

  protected setLoaded(groups: readonly AdminArtistGroup[]): void {
    this.groups = groups;
    this.forms = new Map(groups.map((g) => [g.id, formOf(g)]));
    this.status = 'ready';
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
  }
}
