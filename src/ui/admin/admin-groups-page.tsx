import { observer } from 'mobx-react-lite';
import { ArtistGroupsStore, type GroupForm } from '../../application/admin/artist-groups-store';
import type { AdminArtistGroup } from '../../application/ports/admin-catalogue-api';
import { useStarted } from '../hooks/use-service';
import catalogue from './catalogue/catalogue.module.css';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';
import { AssetPickerButton } from './assets/asset-picker';
import { ActivityLines } from './activity-lines';

const FIELDS: ReadonlyArray<{ key: keyof GroupForm; label: string; type?: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'collectionName', label: 'Collection' },
  { key: 'imageUrl', label: 'Image URL' },
  { key: 'sortOrder', label: 'Sort order', type: 'number' },
];

const GroupCard = observer(function GroupCard({
  store,
  group,
  place,
  count,
}: {
  store: ArtistGroupsStore;
  group: AdminArtistGroup;
  place: number;
  count: number;
}) {
  const form = store.formOf(group.id);
  if (!form) return null;
  const problems = store.problemsOf(group.id);
  const history = store.historyOf(group.id);
  const headingId = `group-${group.id}`;
  return (
    <li className={`${catalogue.card} ${place === 0 ? catalogue.hidden : ''}`} aria-labelledby={headingId}>
      <div className={catalogue.row}>
        {group.imageUrl && <img className={catalogue.thumb} src={group.imageUrl} alt="" width={48} height={48} loading="lazy" />}
        <h2 id={headingId}>{group.name}</h2>
        <span className={catalogue.placeBadge}>
          {place > 0 ? `Number ${place} in the menu` : 'Hidden from the menu'} · {group.products} {group.products === 1 ? 'product' : 'products'}
        </span>
      </div>
      <div className={catalogue.fields}>
        {FIELDS.map(({ key, label, type }) => {
          const problem = problems.find((p) => p.field === key);
          const id = `${group.id}-${key}`;
          return (
            <label key={key} className={styles.field} htmlFor={id}>
              {label}
              <input
                id={id}
                type={type ?? 'text'}
                inputMode={type === 'number' ? 'numeric' : undefined}
                value={form[key]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) => store.edit(group.id, key, e.target.value)}
              />
              {problem && (
                <span id={`${id}-problem`} className={catalogue.problem}>
                  {problem.message}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <div className={catalogue.row}>
        <AssetPickerButton purpose={`the image of ${group.name}`} label="Choose image" onPick={(url) => store.edit(group.id, 'imageUrl', url)} />
        <button
          type="button"
          className={styles.secondary}
          aria-label={`Move ${group.name} up`}
          disabled={place <= 1 || !!store.busy}
          onClick={() => void store.move(group.id, 'up')}
        >
          ↑ Up
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-label={`Move ${group.name} down`}
          disabled={place === 0 || place >= count || !!store.busy}
          onClick={() => void store.move(group.id, 'down')}
        >
          ↓ Down
        </button>
        <button type="button" className={styles.secondary} aria-label={`History of ${group.name}`} onClick={() => void store.showHistory(group.id)}>
          History
        </button>
        <button
          type="button"
          className={styles.primary}
          aria-label={`Save ${group.name}`}
          disabled={!store.isChanged(group.id) || problems.length > 0 || !!store.busy}
          onClick={() => void store.save(group.id)}
        >
          Save
        </button>
      </div>
      {history && (
        <ol aria-label={`Changes to ${group.name}`}>
          {history.length === 0 && <li>No admin has changed this group.</li>}
          {history.map((e) => (
            <li key={e.id} className={catalogue.placeBadge}>
              <time dateTime={e.at}>{new Date(e.at).toLocaleString('en-US')}</time> · {e.action} by {e.by} · {e.changes}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
});

/**
 * /admin/groups: one tenant's artist groups in the storefront menu's order, hidden ones (negative sort
 * order) after them. Up and down buttons move a group one place; the number can be typed too.
 */
export default observer(function AdminGroupsPage() {
  const store = useStarted(ArtistGroupsStore);
  const shown = store.shown;
  return (
    <AdminPage
      title="Groups"
      intro="Artist groups in the order of the storefront’s artists menu. A negative sort order hides a group from the menu."
      actions={
        <label className={styles.field} htmlFor="groups-tenant">
          Tenant
          <select id="groups-tenant" value={store.tenant} onChange={(e) => store.chooseTenant(e.target.value)}>
            {(store.tenants.length > 0 ? store.tenants : [{ id: store.tenant, name: store.tenant }]).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <ActivityLines activity={store} idle={store.status === 'loading' ? 'Loading the groups…' : ''} />
      {store.status === 'ready' && store.groups.length === 0 && <p>This tenant has no artist groups.</p>}
      <ol className={catalogue.cards} aria-label="Artist groups">
        {store.groups.map((g) => (
          <GroupCard key={g.id} store={store} group={g} place={shown.indexOf(g) + 1} count={shown.length} />
        ))}
      </ol>
    </AdminPage>
  );
});
