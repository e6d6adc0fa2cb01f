import { observer } from 'mobx-react-lite';
import { AssetLibraryStore } from '../../application/admin/asset-library-store';
import { useStarted } from '../hooks/use-service';
import { assetFacts, AssetPager, AssetStatus, AssetUploader } from './assets/asset-views';
import assets from './assets/assets.module.css';
import { AdminPage } from './admin-page';

/**
 * /admin/assets: the image library. Upload JPEG, PNG or WebP images (progress per file; type, size and
 * dimensions checked on the server from the bytes), then pick them for products, groups and tenants.
 */
export default observer(function AdminAssetsPage() {
  const store = useStarted(AssetLibraryStore, { followAddress: true });
  return (
    <AdminPage title="Assets" intro="Images for products, artist groups and tenants. Pick them with ‘Choose image’ in those editors.">
      <AssetUploader store={store} />
      <AssetStatus store={store} />
      <ul className={assets.grid} aria-label="Images">
        {store.assets.map((a) => (
          <li key={a.id} className={assets.item}>
            <a href={a.url} target="_blank" rel="noreferrer" aria-label={`${a.fileName}, ${a.width} x ${a.height} pixels (opens the image)`}>
              <img src={a.thumbUrl} alt="" width={140} height={140} loading="lazy" decoding="async" />
            </a>
            <span className={assets.name}>{a.fileName}</span>
            <span className={assets.facts}>{assetFacts(a)}</span>
            <span className={assets.facts}>
              <time dateTime={a.createdAt}>{new Date(a.createdAt).toLocaleDateString('en-US')}</time> · {a.uploadedBy}
            </span>
          </li>
        ))}
      </ul>
      <AssetPager store={store} />
    </AdminPage>
  );
});
