import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { TenantSettings } from '../../application/ports/main-api';
import { WelcomePromoStore } from '../../application/account/welcome-promo-store';
import { CatalogStore } from '../../application/catalog/catalog-store';
import { ConfigStore } from '../../application/shell/config-store';
import { TenantStore } from '../../application/shell/tenant-store';
import { heroCopy, HERO_WALL_TILES } from '../../domain/tenant/home-copy';
import catalogStyles from '../catalog/catalog.module.css';
import surfaces from '../styles/surfaces.module.css';
import { GridSkeleton, ProductGrid } from '../catalog/product-grid';
import { useLoaded, useService } from '../hooks/use-service';
import { HeroScene } from './hero-scenes';
import styles from './page.module.css';

/** The retail tenants' homes explain how same-day pick-up works (SPEC §2: their own home screen). */
const pickUpSteps: Partial<Record<TenantSettings['homeVariant'], Array<{ name: string; text: string }>>> = {
  pharmacy: [
    { name: 'Design', text: 'Pick your photos and frame them online.' },
    { name: 'Order', text: 'Choose the store nearest you at checkout.' },
    { name: 'Pick up', text: 'Collect your tiles the same day.' },
  ],
  drugstore: [
    { name: 'Upload', text: 'Choose photos from your phone or an album.' },
    { name: 'Print', text: 'We print and frame them at your local store.' },
    { name: 'Collect', text: 'Pick them up today and hang them in minutes.' },
  ],
};

/** How many catalogue products the home page features. */
const FEATURED = 4;

export default observer(function HomePage() {
  const tenant = useService(TenantStore).tenant;
  const copy = heroCopy[tenant.homeVariant];
  const steps = pickUpSteps[tenant.homeVariant];
  return (
    <>
      <MobilePromo />
      <section className={styles.hero} aria-labelledby="home-heading">
        <div>
          <h1 id="home-heading">{copy.heading}</h1>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.heroActions}>
            <Link href="/photo-picker" className={styles.button}>
              {copy.cta}
            </Link>
            <Link href="/shop-all" className={styles.secondaryButton}>
              {tenant.shopAllLabel}
            </Link>
          </div>
        </div>
        <div className={styles.wall} aria-hidden>
          {Array.from({ length: HERO_WALL_TILES }, (_, i) => (
            <div key={i} className={styles.wallTile}>
              <HeroScene index={i} />
            </div>
          ))}
        </div>
      </section>
      {steps && (
        <section className={catalogStyles.section} aria-labelledby="pickup-heading">
          <h2 id="pickup-heading">How same-day pick-up works</h2>
          <ol className={catalogStyles.steps}>
            {steps.map((step) => (
              <li key={step.name} className={`${surfaces.numberedStep} ${catalogStyles.step}`}>
                <h3>{step.name}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <Featured label={tenant.shopAllLabel} />
      <section id="membership" className={styles.section} aria-labelledby="membership-heading">
        <h2 id="membership-heading">Membership</h2>
        <p className={styles.lead}>Members save 40% on every tile for a year. Add a membership to your cart with your next order.</p>
        <Link href="/products/membership" className={styles.secondaryButton}>
          About membership
        </Link>
      </section>
    </>
  );
});

/** SPEC §2: the home page's promo banner on phones: the welcome offer from the store config; it opens the welcome promo modal. */
const MobilePromo = observer(function MobilePromo() {
  const promo = useService(ConfigStore).config?.welcomePromo;
  const welcome = useService(WelcomePromoStore);
  if (!promo?.active) return null;
  return (
    <aside className={catalogStyles.mobilePromo} aria-label="Welcome offer">
      <p>New here? Take {promo.percentOff}% off your first order.</p>
      <button type="button" onClick={() => welcome.openOnRequest()}>
        Claim offer
      </button>
    </aside>
  );
});

/** A few products from the tenant's catalogue, linking to shop-all. */
const Featured = observer(function Featured({ label }: { label: string }) {
  const catalog = useLoaded(CatalogStore, 'loadProducts');
  if (catalog.status === 'failed') return null;
  return (
    <section className={catalogStyles.section} aria-labelledby="featured-heading">
      <div className={catalogStyles.sectionHead}>
        <h2 id="featured-heading">Popular right now</h2>
        <Link href="/shop-all" aria-label={`See all: ${label}`}>
          See all
        </Link>
      </div>
      {catalog.status === 'ready' ? <ProductGrid products={catalog.products.slice(0, FEATURED)} label="Popular products" eager={0} /> : <GridSkeleton />}
    </section>
  );
});
