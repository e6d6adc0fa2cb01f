import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import type { ProductEditorStore } from '../../../application/admin/product-editor-store';
import { PRODUCT_TEXT_FIELDS, VARIANT_TEXT_FIELDS } from '../../../domain/catalog';
import styles from '../admin-kit.module.css';
import catalogue from './catalogue.module.css';
import { AssetPickerButton } from '../assets/asset-picker';
import { ActivityLines } from '../activity-lines';
import { ProblemSummary, ProductField, problemInputId } from './product-form-parts';

const HINTS: Partial<Record<string, string>> = {
  imageUrls: 'Separate several with |',
  mats: '#RRGGBBAA colours separated by |, e.g. #FFFFFF00|#939598FF',
  filters: 'color|grayScale',
};

/**
 * The product form: every SPEC §3 field as text (read by the domain's `productFromText`), the
 * variants as rows, and the problems the domain finds listed before saving.
 */
export const ProductEditor = observer(function ProductEditor({
  store,
  onSaved,
  onClose,
}: {
  store: ProductEditorStore;
  onSaved: (id: string) => void;
  onClose: () => void;
}) {
  const problems = store.problems;
  const summaryRef = useRef<HTMLDivElement>(null);
  // Each field's own problems, in the words the rules gave them (the summary names the field too).
  const problemsAt = (inputId: string) => problems.filter((p) => problemInputId(p) === inputId).map((p) => p.message);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = await store.save();
    if (id) onSaved(id);
    // Refused for its problems: the admin is taken to their list, which a phone shows screens above the button.
    else if (store.problems.length > 0) summaryRef.current?.focus();
  };
  const creating = store.mode === 'new';
  return (
    <section aria-labelledby="product-editor-heading" className={catalogue.card}>
      <div className={catalogue.row}>
        <h2 id="product-editor-heading">{creating ? 'New product' : `Edit ${store.loaded?.draft.name ?? 'product'}`}</h2>
        {store.loaded?.retired && <span className={catalogue.placeBadge}>Retired</span>}
        <button type="button" className={styles.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      <ActivityLines activity={store} idle={store.status === 'loading' ? 'Loading the product…' : ''} />
      {store.status === 'ready' && (
        <form onSubmit={(e) => void submit(e)} aria-label={creating ? 'New product' : 'Edit product'} noValidate>
          <fieldset className={`${catalogue.fields} ${catalogue.aligned}`}>
            <legend>Product</legend>
            {PRODUCT_TEXT_FIELDS.map((f) => (
              <ProductField key={f.key} id={`product-${f.key}`} label={f.label} hint={HINTS[f.key]} problems={problemsAt(`product-${f.key}`)}>
                {(described) =>
                  f.kind === 'boolean' || f.kind === 'orientation' ? (
                    <select id={`product-${f.key}`} value={store.product[f.key]} {...described} onChange={(e) => store.edit(f.key, e.target.value)}>
                      {(f.kind === 'orientation' ? ['', 'Landscape', 'Portrait'] : f.key === 'listed' ? ['true', 'false'] : ['', 'true', 'false']).map((o) => (
                        <option key={o} value={o}>
                          {o === '' ? 'Not set' : o === 'true' ? 'Yes' : o === 'false' ? 'No' : o}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={`product-${f.key}`}
                      value={store.product[f.key]}
                      readOnly={f.key === 'id' && !creating}
                      inputMode={f.kind === 'price' || f.kind === 'number' ? 'decimal' : f.kind === 'integer' ? 'numeric' : undefined}
                      {...described}
                      onChange={(e) => store.edit(f.key, e.target.value)}
                    />
                  )
                }
              </ProductField>
            ))}
            <div className={styles.filterActions}>
              <AssetPickerButton
                purpose="a product image"
                label="Add image from library"
                onPick={(url) => store.edit('imageUrls', store.product.imageUrls.trim() ? `${store.product.imageUrls.trim()}|${url}` : url)}
              />
            </div>
          </fieldset>
          {store.variants.map((v, i) => (
            <fieldset key={i} className={`${catalogue.fields} ${catalogue.aligned}`}>
              <legend>Variant {i + 1}</legend>
              {VARIANT_TEXT_FIELDS.map((f) => (
                <ProductField key={f.key} id={`variant-${i}-${f.key}`} label={f.label} hint={undefined} problems={problemsAt(`variant-${i}-${f.key}`)}>
                  {(described) => (
                    <input id={`variant-${i}-${f.key}`} value={v[f.key]} {...described} onChange={(e) => store.editVariant(i, f.key, e.target.value)} />
                  )}
                </ProductField>
              ))}
              <div className={styles.filterActions}>
                <button type="button" className={styles.secondary} aria-label={`Remove variant ${i + 1}`} onClick={() => store.removeVariant(i)}>
                  Remove variant
                </button>
              </div>
            </fieldset>
          ))}
          {problems.length > 0 && <ProblemSummary ref={summaryRef} problems={problems} />}
          <div className={catalogue.row}>
            <button type="button" className={styles.secondary} onClick={() => store.addVariant()}>
              Add variant
            </button>
            <button type="submit" className={styles.primary} disabled={!!store.busy}>
              {creating ? 'Create product' : 'Save product'}
            </button>
            {store.loaded && (
              <button
                type="button"
                className={`${styles.secondary} ${styles.danger}`}
                disabled={!!store.busy}
                onClick={() => void store.setRetired(!store.loaded!.retired)}
              >
                {store.loaded.retired ? 'Restore product' : 'Retire product'}
              </button>
            )}
          </div>
        </form>
      )}
      {store.loaded && (
        <section aria-labelledby="product-history-heading">
          <h3 id="product-history-heading">History of changes</h3>
          <ol aria-label="Audit log">
            {store.historyLines().map((h) => (
              <li key={h.id}>
                <time dateTime={h.at}>{new Date(h.at).toLocaleString('en-US')}</time> · {h.action} by {h.by}
                {h.changes && <span className={catalogue.placeBadge}> · {h.changes}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
});
