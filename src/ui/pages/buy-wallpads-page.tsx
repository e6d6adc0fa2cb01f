import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { productDetailView } from '../../domain/catalog/catalog-views';
import { WALL_PAD_SLUG } from '../../domain/catalog/product';
import { CatalogStore } from '../../application/catalog/catalog-store';
import { ProductStart } from '../../application/printing/product-start';
import styles from '../catalog/catalog.module.css';
import productStyles from '../catalog/product.module.css';
import { LoadError } from '../catalog/status';
import { usePhotoBases } from '../hooks/use-photo-bases';
import { useService } from '../hooks/use-service';
import { productMainPicture } from '../catalog/catalog-pictures';
import { Loading } from '../shell/loading';
import pageStyles from './page.module.css';

/** Standalone (no header or footer, no parent messaging): SPEC §2. Buys the wall-pad kit. */
export default observer(function BuyWallpadsPage() {
  const catalog = useService(CatalogStore);
  const start = useService(ProductStart);
  const photoBases = usePhotoBases();
  useEffect(() => {
    void catalog.loadProduct(WALL_PAD_SLUG);
  }, [catalog]);
  const state = catalog.productPage(WALL_PAD_SLUG);
  const view = state.status === 'ready' ? productDetailView(state.product) : null;
  return (
    <div className={styles.standalone}>
      <h1>Buy Wall Pads</h1>
      <p className={styles.lead}>Extra reusable adhesive pads for hanging, moving and re-hanging your tiles.</p>
      {state.status === 'loading' && <Loading label="Loading the wall pads…" />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <LoadError message={state.message} onRetry={() => void catalog.loadProduct(WALL_PAD_SLUG)} />
      )}
      {state.status === 'ready' && view && (
        <div className={productStyles.product}>
          {view.imageUrl && (
            <img
              className={productStyles.mainImage}
              {...productMainPicture(view.imageUrl, photoBases, 'standalone')}
              width={800}
              height={800}
              alt={view.name}
            />
          )}
          <div className={productStyles.details}>
            <h2>{view.name}</h2>
            <p className={productStyles.price}>{view.priceText}</p>
            <p className={productStyles.description}>Each kit holds a fresh set of magnetic wall pads: peel, press for 30 seconds, snap your tile on.</p>
            <div className={productStyles.actions}>
              <button type="button" className={pageStyles.button} onClick={() => start.choose(state.product, state.product.variants[0])}>
                {view.actionLabel}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
});
