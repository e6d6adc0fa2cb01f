import { observer } from 'mobx-react-lite';
import { TenantStore } from '../../application/stores/tenant-store';
import { useService } from '../hooks/use-service';
import type { PageProps } from '../routing/page-props';
import { SimplePage } from './simple-page';

/** /shop-all and /shop-all/{groupName}: the heading is the tenant's shop-all label. */
const ShopAllPage = observer(function ShopAllPage({ params }: PageProps) {
  const label = useService(TenantStore).tenant.shopAllLabel;
  return <SimplePage heading={label} lead={params.groupName ? `Collection: ${params.groupName}` : undefined} />;
});
export default ShopAllPage;
