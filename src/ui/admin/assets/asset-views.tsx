import { observer } from 'mobx-react-lite';
import { useId, type ChangeEvent } from 'react';
import type { AssetLibraryStore } from '../../../application/admin/asset-library-store';
import type { Asset } from '../../../application/ports/asset-library';
import { megabytes } from '../../../domain/admin/asset-rules';

/** A file's size as people read it: KB under a megabyte. */
const sizeText = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes));
import styles from '../admin-kit.module.css';
import assets from './assets.module.css';
import { ButtonPager } from '../pager';

/** What the library says of an image besides its picture: its pixels and its size. */
export const assetFacts = (a: Asset): string => `${a.width} x ${a.height} px · ${sizeText(a.bytes)}`;

/** The file chooser and the uploads under way, each with its progress bar and then its outcome in words. */
export const AssetUploader = observer(function AssetUploader({ store }: { store: AssetLibraryStore }) {
  const id = useId();
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    store.upload(files);
  };
  return (
    <div className={assets.drop}>
      <label className={styles.field} htmlFor={id}>
        Upload images (JPEG, PNG or WebP, at most 20 MB each)
        <input id={id} type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={choose} />
      </label>
      {store.uploads.length > 0 && (
        <ul className={assets.uploads} aria-label="Uploads">
          {store.uploads.map((u) => (
            <li key={u.key} className={assets.upload}>
              <span>
                <strong>{u.name}</strong>
                {u.state === 'waiting' && ' · waiting'}
                {u.state === 'uploading' && ` · ${Math.round(u.progress * 100)}%`}
                {u.state === 'done' && ` · uploaded, ${u.message}`}
              </span>
              {(u.state === 'uploading' || u.state === 'waiting') && <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />}
              {u.state === 'failed' && (
                <span className={assets.failed} role="alert">
                  {u.name}: {u.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/** Previous / next page of the library. */
export const AssetPager = observer(function AssetPager({ store }: { store: AssetLibraryStore }) {
  if (store.pages <= 1) return null;
  return <ButtonPager page={store.page} pages={store.pages} go={(page) => store.goTo(page)} label="Pages of images" className={assets.pager} />;
});

/** The library's status line: loading, empty, or how many images. */
export const AssetStatus = observer(function AssetStatus({ store }: { store: AssetLibraryStore }) {
  return (
    <>
      <p className={styles.notice} role="status">
        {store.status === 'loading'
          ? 'Loading the images…'
          : store.status === 'ready'
            ? store.total === 0
              ? 'No images yet: upload the first one.'
              : `${store.total} ${store.total === 1 ? 'image' : 'images'}`
            : ''}
      </p>
      {store.error && (
        <p className={styles.error} role="alert">
          {store.error}
        </p>
      )}
    </>
  );
});
