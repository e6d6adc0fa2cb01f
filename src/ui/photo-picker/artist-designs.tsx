import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { ArtistDesignsStore, type ArtistDesign, type ChosenDesign } from '../../application/upload/picker-module';
import { useLoaded, useService } from '../hooks/use-service';
import { AddSelected } from './add-selected';
import styles from './photo-picker.module.css';

const Design = observer(function Design({ design }: { design: ArtistDesign }) {
  const designs = useService(ArtistDesignsStore);
  const selectId = useId();
  const chosen = designs.selected.get(design.productId);
  const variant = design.variants.find((v) => v.id === chosen) ?? design.variants[0]!;
  return (
    <li className={styles.design}>
      <button type="button" className={styles.photo} aria-pressed={chosen !== undefined} aria-label={design.name} onClick={() => designs.toggle(design)}>
        <img src={variant.imageUrl} alt="" loading="lazy" width={160} height={160} />
        {chosen !== undefined && (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        )}
      </button>
      <span className={styles.designName}>{design.name}</span>
      {chosen !== undefined && design.variants.length > 1 && (
        <>
          <label htmlFor={selectId} className="tpx-visually-hidden">
            {`Frame for ${design.name}`}
          </label>
          <select id={selectId} className={styles.variant} value={chosen} onChange={(e) => designs.chooseVariant(design, e.currentTarget.value)}>
            {design.variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </>
      )}
    </li>
  );
});

/** Artists' designs (source 'Artists'): the tenant's precustomized products, to add as tiles. */
export const ArtistDesigns = observer(function ArtistDesigns({ onAdd }: { onAdd: (designs: readonly ChosenDesign[]) => void }) {
  const designs = useLoaded(ArtistDesignsStore, 'load');
  if (designs.designs.length === 0) return null;
  const count = designs.selection.length;
  return (
    <section className={styles.albums} aria-labelledby="artist-designs-heading">
      <h2 id="artist-designs-heading">Artists&apos; designs</h2>
      <ul className={styles.grid}>
        {designs.designs.map((design) => (
          <Design key={design.productId} design={design} />
        ))}
      </ul>
      <AddSelected count={count} noun={{ one: 'design', many: 'designs' }} onAdd={() => onAdd(designs.selection)} />
    </section>
  );
});
