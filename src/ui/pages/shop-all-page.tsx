import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { groupHref } from '../../domain/catalog/catalog-views';
import { AnalyticsStore } from '../../application/analytics/analytics-store';
import { CatalogStore } from '../../application/catalog/catalog-store';
import { TenantStore } from '../../application/shell/tenant-store';
import styles from '../catalog/catalog.module.css';
import { GridSkeleton, ProductGrid } from '../catalog/product-grid';
import { LoadError } from '../catalog/status';
import { useLoaded, useService } from '../hooks/use-service';
import type { PageProps } from '../routing/page-props';

/** /shop-all and /shop-all/{groupName}: the tenant's products, all or one collection's. */
const ShopAllPage = observer(function ShopAllPage({ params }: PageProps) {
  const label = useService(TenantStore).tenant.shopAllLabel;
  const catalog = useLoaded(CatalogStore, 'loadProducts');
  const slug = params.groupName;

  const group = slug === undefined ? undefined : catalog.group(slug);
  const unknownGroup = slug !== undefined && catalog.status === 'ready' && !group;
  const products = group ? catalog.productsOf(group) : catalog.products;
  const analytics = useService(AnalyticsStore);
  const listed = catalog.status === 'ready' && !unknownGroup;
  // GA4 view_item_list: once per list the shopper sees (its slug names it).
  useEffect(() => {
    if (listed) analytics.viewProducts({ id: slug ?? 'shop-all', name: group ? group.name : label }, products);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list shown (its slug), not per render's product array
  }, [listed, slug]);

  return (
    <div className={styles.page}>
      {group && (
        <p className={styles.eyebrow}>
          <Link href="/shop-all">{label}</Link>
        </p>
      )}
      <h1>{group ? group.name : label}</h1>
      {catalog.groups.length > 0 && (
        <nav aria-label="Collections">
          <ul className={styles.chips}>
            <li>
              <Link href="/shop-all" className={styles.chip} aria-current={slug === undefined ? 'page' : undefined}>
                All
              </Link>
            </li>
            {catalog.groups.map((g) => (
              <li key={g.id}>
                <Link href={groupHref(g.name)} className={styles.chip} aria-current={g.id === group?.id ? 'page' : undefined}>
                  {g.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {catalog.status === 'failed' && catalog.error && <LoadError message={catalog.error} onRetry={() => void catalog.loadProducts()} />}
      {(catalog.status === 'loading' || catalog.status === 'idle') && <GridSkeleton />}
      {unknownGroup && (
        <p className={styles.lead}>
          There is no collection called “{slug}”. <Link href="/shop-all">See everything we sell</Link>.
        </p>
      )}
      {catalog.status === 'ready' && !unknownGroup && <ProductGrid products={products} label={group ? group.name : 'Products'} />}
    </div>
  );
});
export default ShopAllPage;
