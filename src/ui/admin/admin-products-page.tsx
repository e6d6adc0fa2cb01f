import { AdminPage } from './admin-page';

export default function AdminProductsPage() {
  return <AdminPage heading="Products" purpose="The catalogue: products, variants, prices and images." />;
}
