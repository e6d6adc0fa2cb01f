import { observer } from 'mobx-react-lite';
import type { TenantForm } from '../../../application/admin/tenant-form';
import type { TenantSettingsStore } from '../../../application/admin/tenant-settings-store';
import { guideImageSize, logoSize, TENANT_IMAGE_FIELDS, type TenantImageField } from '../../../domain/tenant/tenant-images';
import { AssetPickerButton } from '../assets/asset-picker';
import catalogue from '../catalogue/catalogue.module.css';
import styles from '../admin-kit.module.css';
import tenantStyles from './tenants.module.css';

/** The preview's box: the logo as the header draws it; the guide at a quarter of its page width. */
const previewSize = (field: TenantImageField, image: { width: number; height: number }) => {
  if (field === 'logo') return logoSize(image);
  const page = guideImageSize(image);
  return { width: page.width / 4, height: Math.max(1, Math.round(page.height / 4)) };
};

/**
 * A tenant image (issue #17): what is chosen now (a preview, or the default's name), a button that
 * opens the asset library's picker and one that goes back to the default. Saved with the form.
 */
export const TenantImageInput = observer(function TenantImageInput({
  store,
  field,
  fallback,
  hint,
}: {
  store: TenantSettingsStore;
  field: TenantImageField;
  fallback: string;
  hint?: string;
}) {
  const form = store.form as TenantForm;
  const image = form[field];
  const label = TENANT_IMAGE_FIELDS[field];
  const words = label.toLowerCase();
  const problem = store.problemOf(field);
  const id = `tenant-${field}`;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-state`} className={`${catalogue.row} ${tenantStyles.image}`}>
      <span id={`${id}-label`} className={tenantStyles.imageLabel}>
        {label}
      </span>
      <span className={tenantStyles.imagePreview}>
        {image ? <img className={tenantStyles.previewImage} src={image.url} {...previewSize(field, image)} alt={`${label} chosen`} decoding="async" /> : null}
        <span id={`${id}-state`} className={catalogue.placeBadge}>
          {image ? `From the asset library, ${image.width} x ${image.height} pixels.` : fallback}
          {hint ? ` ${hint}` : ''}
        </span>
      </span>
      <span className={tenantStyles.imageActions}>
        <AssetPickerButton
          purpose={`the ${words} of ${form.name.trim() || store.tenant}`}
          label={`Choose ${words}`}
          onPick={(_url, asset) => store.pickImage(field, asset)}
        />
        <button type="button" className={styles.secondary} disabled={!image} onClick={() => store.removeImage(field)}>
          Remove {words}
        </button>
      </span>
      {problem && <span className={catalogue.problem}>{problem}</span>}
    </div>
  );
});
