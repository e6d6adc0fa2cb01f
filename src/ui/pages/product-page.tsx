import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { groupHref, productDetailView, searchWithVariant, shownProductImage, variantNameFromSearch } from '../../domain/catalog/catalog-views';
import { AnalyticsStore } from '../../application/analytics/analytics-store';
import { CatalogStore } from '../../application/catalog/catalog-store';
import { VideoPlayer } from '../../application/shell/video-player';
import { TenantStore } from '../../application/shell/tenant-store';
import { sellableProduct } from '../../domain/tenant/sellable-product';
import type { Product } from '../../domain/catalog';
import { lineKindOf } from '../../domain/pricing/cart-lines';
import styles from '../catalog/catalog.module.css';
import productStyles from '../catalog/product.module.css';
import choices from '../styles/choices.module.css';
import { LoadError, NotFoundBlock } from '../catalog/status';
import { usePageTitle } from '../catalog/use-page-title';
import { PRODUCT_NOT_FOUND } from '../catalog/not-found-titles';
import { usePhotoBases } from '../hooks/use-photo-bases';
import { useService } from '../hooks/use-service';
import { productMainPicture, thumbnailPicture } from '../catalog/catalog-pictures';
import type { PageProps } from '../routing/page-props';
import { useProductStart } from '../routing/product-start';
import { lazyFeaturePart } from '../routing/feature-modules';
import { Loading } from '../shell/loading';
import pageStyles from './page.module.css';

/**
 * The gift tile's recipient form with its store (issue 33): only a gift tile's page draws it, so it
 * loads then, not with every product page (issue 27's JS budget). The server's render waits for it.
 */
const GiftRecipientFields = lazyFeaturePart(
  () => import('../../application/cart/gift-module').then((m) => m.giftModule),
  () => import('../cart/gift-recipient-form').then((m) => m.GiftRecipientFields),
);

/** /products/{urlSlug}: images, frame colours, price, size, and the way into the printing tool or the cart. */
const ProductPage = observer(function ProductPage({ params }: PageProps) {
  const slug = params.urlSlug ?? '';
  const catalog = useService(CatalogStore);
  useEffect(() => {
    void catalog.loadProduct(slug);
  }, [catalog, slug]);
  const state = catalog.productPage(slug);
  usePageTitle(state.status === 'ready' ? state.product.name : state.status === 'notFound' ? PRODUCT_NOT_FOUND : undefined);
  const analytics = useService(AnalyticsStore);
  const shown = state.status === 'ready' ? state.product : null;
  // GA4 view_item: once per product page shown.
  useEffect(() => {
    if (shown) analytics.viewProduct(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product (its id), not per new product object
  }, [analytics, shown?.id]);

  if (state.status === 'loading') return <Loading label="Loading the product…" />;
  if (state.status === 'notFound') {
    return (
      <NotFoundBlock heading={PRODUCT_NOT_FOUND} back={{ href: '/shop-all', label: 'See everything we sell' }}>
        We could not find this product. It may have moved or no longer be sold.
      </NotFoundBlock>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.page}>
        <h1>Product</h1>
        <LoadError message={state.message} onRetry={() => void catalog.loadProduct(slug)} />
      </div>
    );
  }
  return <ProductDetails key={state.product.id} product={state.product} svg={state.svg} />;
});
export default ProductPage;

const ProductDetails = observer(function ProductDetails({ product, svg }: { product: Product; svg: string | null }) {
  const start = useProductStart();
  const player = useService(VideoPlayer);
  // The chosen colour lives in the address (`?variant=White`): shareable, and the server renders it
  // with its picture (issue 32), so hydration draws the same. A thumbnail the shopper picks wins
  // until the colour changes again.
  const [path, navigate] = useLocation();
  const search = useSearch();
  // The frame colours the tenant's saved limits allow (SPEC §1, §6): the page offers only those.
  const limits = useService(TenantStore).limits;
  const view = productDetailView(sellableProduct(product, limits), variantNameFromSearch(search));
  const [picked, setPicked] = useState<{ index: number; variant: string | null } | null>(null);
  const imageIndex = picked && picked.variant === view.selectedVariantName ? picked.index : view.shownImageIndex;
  const image = shownProductImage(view, imageIndex);
  const choose = (name: string) => navigate(`${path}?${searchWithVariant(search, name)}`, { replace: true });
  const group = product.groups?.[0];
  const variant = product.variants.find((v) => v.name === view.selectedVariantName);
  const giftVariant = variant ?? product.variants[0];
  // A gift tile goes to the cart with its recipient (issue 33): the form is its main action.
  const isGift = lineKindOf(product.id, false) === 'giftTile';
  // The store's derivatives of the pictures' drawn sizes, not the catalogue's 1600 px originals (issue 27);
  // the head's preload of the main one (page-head-data.ts) names the same sources.
  const photoBases = usePhotoBases();

  return (
    <div className={styles.page}>
      <div className={productStyles.product}>
        <section className={productStyles.gallery} aria-label="Images">
          {image && (
            <img
              className={productStyles.mainImage}
              {...productMainPicture(image, photoBases)}
              width={800}
              height={800}
              alt={`${view.name}${view.selectedVariantName ? `, ${view.selectedVariantName} frame` : ''}`}
              fetchPriority="high"
            />
          )}
          {view.images.length > 1 && (
            <ul className={productStyles.thumbs}>
              {view.images.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    className={productStyles.thumbButton}
                    aria-pressed={index === imageIndex}
                    aria-label={`Show image ${index + 1} of ${view.images.length}`}
                    onClick={() => setPicked({ index, variant: view.selectedVariantName })}
                  >
                    <img src={thumbnailPicture(src, photoBases)} width={64} height={64} alt="" loading="lazy" decoding="async" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {view.videos.map((video, i) => (
            <button key={video.src} type="button" className={pageStyles.secondaryButton} onClick={() => void player.playChecked(video)}>
              {view.videos.length === 1 ? 'Play video' : `Play video ${i + 1}`}
            </button>
          ))}
          {svg && (
            <figure className={productStyles.template}>
              <figcaption>Template preview</figcaption>
              <div data-testid="svg-template" dangerouslySetInnerHTML={{ __html: svg }} />
            </figure>
          )}
        </section>
        <section className={productStyles.details} aria-labelledby="product-heading">
          {group && (
            <p className={styles.eyebrow}>
              <Link href={groupHref(group.name)}>{group.name}</Link>
            </p>
          )}
          <h1 id="product-heading">{view.name}</h1>
          {/* A paragraph cannot be named (aria-label on it is ignored and invalid): the word is read from hidden text. */}
          <p className={productStyles.price}>
            <span className="tpx-visually-hidden">Price </span>
            {view.priceText}
          </p>
          {view.precustomized && (
            <ul className={productStyles.facts} aria-label="Highlights">
              <li className={productStyles.fact}>Pre-designed</li>
            </ul>
          )}
          <p className={productStyles.description}>{view.description}</p>
          {view.variants.length > 1 || view.variants[0]?.swatch ? (
            <fieldset className={productStyles.variants}>
              <legend>Frame colour</legend>
              <div className={productStyles.variantList}>
                {view.variants.map((v) => (
                  <label key={v.id} className={`${choices.chip} ${productStyles.variant}`}>
                    <input type="radio" name="variant" value={v.name} checked={v.selected} onChange={() => choose(v.name)} />
                    {/* A fill, not a style attribute: the server's HTML carries no inline style (CSP style-src 'self'). */}
                    {v.swatch && (
                      <svg className={productStyles.swatch} viewBox="0 0 2 2" aria-hidden>
                        <circle cx="1" cy="1" r="1" fill={v.swatch} />
                      </svg>
                    )}
                    {v.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {isGift && giftVariant && (
            <Suspense fallback={null}>
              <GiftRecipientFields tilePrice={giftVariant.price} onAdd={(gift) => start.choose(product, giftVariant, gift)} />
            </Suspense>
          )}
          <div className={productStyles.actions}>
            {!isGift && (
              <button
                type="button"
                className={pageStyles.button}
                onPointerEnter={start.prepare}
                onPointerDown={start.prepare}
                onFocus={start.prepare}
                onClick={() => start.choose(product, variant)}
              >
                {view.actionLabel}
              </button>
            )}
            <Link href="/shop-all" className={pageStyles.secondaryButton}>
              Keep shopping
            </Link>
          </div>
          <section className={productStyles.specs} aria-labelledby="product-details-heading">
            <h2 id="product-details-heading">Details</h2>
            <dl>
              {view.details.map((d) => (
                <div key={d.label} className={productStyles.spec}>
                  <dt>{d.label}</dt>
                  <dd>{d.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        </section>
      </div>
    </div>
  );
});
