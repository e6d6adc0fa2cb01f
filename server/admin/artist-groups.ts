import type { AdminArtistGroupWire } from '../../src/contract/admin-groups';
import { artistGroupProblems, moveArtistGroup, type ArtistGroupDraft } from '../../src/domain/catalog';
import type { Db, Queryable } from '../db/db';
import { isRefusal, refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { AuditLog, type AdminActor } from './audit-log';
import { missingTenant } from './product-admin-reads';

interface GroupRow {
  id: string;
  name: string;
  collection_name: string | null;
  image_url: string | null;
  sort_order: number;
  version: number;
  products: string | number;
}

export const STALE_GROUP = 'This group was changed by someone else since you opened it. Reload to see the change, then make yours again.';

const toWire = (r: GroupRow): AdminArtistGroupWire => ({
  id: r.id,
  name: r.name,
  collectionName: r.collection_name,
  imageUrl: r.image_url,
  sortOrder: r.sort_order,
  version: r.version,
  products: Number(r.products),
});

/** What the audit log keeps of a group: its admin-editable fields. */
const auditView = (g: AdminArtistGroupWire) => ({ name: g.name, collectionName: g.collectionName, imageUrl: g.imageUrl, sortOrder: g.sortOrder });

/**
 * The catalogue's write side for artist groups (issue #17). Each change runs in one transaction with
 * its audit entries; every write is conditional on the version the admin saw (stale → 409). The
 * storefront reads groups from the database on every page load (boot data, get_artist_groups), so a
 * change shows at the next load: there is no server cache to clear.
 */
export class ArtistGroups {
  private readonly audit: AuditLog;

  constructor(private readonly db: Db) {
    this.audit = new AuditLog(db);
  }

  /** The tenant's artist groups: shown ones in storefront order (sortOrder, then name), hidden ones after. */
  async list(tenant: string, db: Queryable = this.db): Promise<{ tenant: string; groups: AdminArtistGroupWire[] } | Refusal> {
    const missing = await missingTenant(db, tenant);
    if (missing) return missing;
    const rows = await db.query<GroupRow>(
      `SELECT g.id, g.name, g.collection_name, g.image_url, g.sort_order, g.version,
         (SELECT count(*) FROM product_group_members m WHERE m.tenant_id = g.tenant_id AND m.group_id = g.id) AS products
       FROM product_groups g WHERE g.tenant_id = $1 AND g.kind = 'artist'
       ORDER BY (g.sort_order < 0), g.sort_order, g.name, g.id`,
      [tenant],
    );
    return { tenant, groups: rows.map(toWire) };
  }

  /** Saves the group's fields over the version the admin saw; bad fields → 400 naming the first, stale → 409. */
  async save(tenant: string, id: string, version: number, draft: ArtistGroupDraft, actor: AdminActor) {
    const found = artistGroupProblems(draft);
    if (found.length > 0)
      return refusal(
        400,
        `${found[0]!.field}: ${found[0]!.message}`,
        found.map((p) => `${p.field}: ${p.message}`),
      );
    const name = draft.name.trim();
    const done = await refusingTransaction(this.db, async (tx) => {
      const before = await this.lockGroup(tx, tenant, id);
      if (isRefusal(before)) return before;
      if (before.version !== version) return refusal(409, STALE_GROUP);
      const clash = await tx.query("SELECT 1 FROM product_groups WHERE tenant_id = $1 AND kind = 'artist' AND name = $2 AND id <> $3", [tenant, name, id]);
      if (clash.length > 0) return refusal(409, `Another artist group is already named ${name}.`);
      const [after] = await tx.query<GroupRow>(
        `UPDATE product_groups SET name = $3, collection_name = $4, image_url = $5, sort_order = $6, version = version + 1
         WHERE tenant_id = $1 AND id = $2 RETURNING id, name, collection_name, image_url, sort_order, version, 0 AS products`,
        [tenant, id, name, draft.collectionName.trim() || null, draft.imageUrl.trim() || null, draft.sortOrder],
      );
      await this.audit.record(tx, actor, {
        action: 'group.save',
        recordType: 'artist_group',
        recordId: `${tenant}:${id}`,
        before: auditView(before),
        after: auditView(toWire(after!)),
      });
      return null;
    });
    return done ?? this.list(tenant);
  }

  /**
   * Moves a shown group one place up or down (the domain renumbers the shown groups 1..n). Every
   * group whose number changes gets its own audit entry; a hidden group cannot move (400).
   */
  async move(tenant: string, id: string, version: number, direction: 'up' | 'down', actor: AdminActor) {
    const done = await refusingTransaction(this.db, async (tx) => {
      const moved = await this.lockGroup(tx, tenant, id);
      if (isRefusal(moved)) return moved;
      if (moved.version !== version) return refusal(409, STALE_GROUP);
      if (moved.sortOrder < 0) return refusal(400, 'A hidden group has no place in the menu: give it a sort order of 0 or more first.');
      const all = await tx.query<GroupRow>(
        "SELECT id, name, collection_name, image_url, sort_order, version, 0 AS products FROM product_groups WHERE tenant_id = $1 AND kind = 'artist' FOR UPDATE",
        [tenant],
      );
      const groups = all.map(toWire);
      for (const change of moveArtistGroup(groups, id, direction)) {
        const before = groups.find((g) => g.id === change.id)!;
        await tx.query('UPDATE product_groups SET sort_order = $3, version = version + 1 WHERE tenant_id = $1 AND id = $2', [
          tenant,
          change.id,
          change.sortOrder,
        ]);
        await this.audit.record(tx, actor, {
          action: `group.move-${direction}`,
          recordType: 'artist_group',
          recordId: `${tenant}:${change.id}`,
          before: auditView(before),
          after: auditView({ ...before, sortOrder: change.sortOrder }),
        });
      }
      return null;
    });
    return done ?? this.list(tenant);
  }

  private async lockGroup(tx: Queryable, tenant: string, id: string): Promise<AdminArtistGroupWire | Refusal> {
    const missing = await missingTenant(tx, tenant);
    if (missing) return missing;
    const [row] = await tx.query<GroupRow>(
      "SELECT id, name, collection_name, image_url, sort_order, version, 0 AS products FROM product_groups WHERE tenant_id = $1 AND id = $2 AND kind = 'artist' FOR UPDATE",
      [tenant, id],
    );
    if (!row) return refusal(404, `Artist group ${id} not found.`);
    return toWire(row);
  }
}
