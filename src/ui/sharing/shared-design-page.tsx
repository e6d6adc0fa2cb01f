import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SharedDesignPage as SharedDesignStore } from '../../application/sharing/shared-design-page';
import type { SharedDesignView } from '../../application/ports/design-shares';
import { formatMoney } from '../../domain/money';
import { DEFAULT_TILE_PRODUCT, toPrintProduct } from '../../domain/printing/print-product';
import { designDescription, designPrice, SHARE_TEXT, sharedWallDesign } from '../../domain/sharing';
import { LoadError, NotFoundBlock, usePageTitle } from '../catalog';
import { useService } from '../hooks/use-service';
import { DesignPicture } from './design-picture';
import type { PageProps } from '../routing/page-props';
import { Loading } from '../shell/loading';
import { SeeOnWallButton } from '../wall';
import styles from './sharing.module.css';

/**
 * /d/{id} (issue 35 item 2): a design shared by link, read-only. Server-rendered from the boot block
 * (the same store on both sides); an unknown or turned-off link is Design Not Found (404).
 */
const SharedDesignPage = observer(function SharedDesignPage({ params }: PageProps) {
  const id = params.id ?? '';
  const store = useService(SharedDesignStore);
  useEffect(() => void store.load(id), [store, id]);
  const state = store.state(id);
  usePageTitle(state.kind === 'notFound' ? SHARE_TEXT.notFoundTitle : undefined);
  if (state.kind === 'loading') return <Loading label="Loading the design…" />;
  if (state.kind === 'notFound') {
    return (
      <NotFoundBlock heading={SHARE_TEXT.notFoundTitle} back={{ href: '/', label: 'Design your own tiles' }}>
        {SHARE_TEXT.notFound}
      </NotFoundBlock>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.page}>
        <h1>{SHARE_TEXT.heading}</h1>
        <LoadError message="We couldn’t load this design. Please try again." onRetry={() => void store.load(id)} />
      </div>
    );
  }
  return <SharedDesign view={state.view} onMake={() => store.makeThis(state.view)} />;
});
export default SharedDesignPage;

function SharedDesign({ view, onMake }: { view: SharedDesignView; onMake: () => Promise<void> }) {
  const { design, product } = view;
  // The printing session's stores load on the tap (issue 27): the button says it is at work meanwhile.
  // A chunk that cannot load is said once by the shell's reload notice (SPEC §8).
  const [making, setMaking] = useState(false);
  const make = () => {
    setMaking(true);
    onMake().catch(() => setMaking(false));
  };
  const printProduct = product ? toPrintProduct(product) : DEFAULT_TILE_PRODUCT;
  const productName = product?.name ?? printProduct.name;
  const price = product ? designPrice(design, product) : null;
  return (
    <div className={styles.page}>
      <h1>{SHARE_TEXT.heading}</h1>
      <p className={styles.lead}>{designDescription(design, productName)}</p>
      <div className={styles.columns}>
        {/* The layout is drawn by the server (SVG, no script); the wall preview opens on a room from the summary. */}
        <section className={styles.wall} aria-label="The design on its layout">
          <DesignPicture view={view} className={styles.grid} />
        </section>
        <aside className={styles.summary} aria-label="This design">
          <dl className={styles.facts}>
            <dt>Product</dt>
            <dd>{productName}</dd>
            <dt>Tiles</dt>
            <dd>{design.tiles.length}</dd>
            <dt>Frames</dt>
            <dd>{design.frameColor}</dd>
            {price && (
              <>
                <dt>Price</dt>
                <dd>
                  {price.tiles} × {formatMoney(price.unit)} = <strong>{formatMoney(price.total)}</strong>
                </dd>
              </>
            )}
          </dl>
          <button type="button" className={styles.primary} onClick={make} aria-busy={making} disabled={making}>
            {SHARE_TEXT.makeThis}
          </button>
          <SeeOnWallButton design={() => sharedWallDesign(design, printProduct)} disabled={design.tiles.length === 0} />
          <p className={styles.muted}>Your copy is yours to change: swap photos, frames or the layout before you order.</p>
        </aside>
      </div>
    </div>
  );
}
