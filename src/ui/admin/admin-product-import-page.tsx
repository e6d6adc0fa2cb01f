import { AdminPage } from './admin-page';

export default function AdminProductImportPage() {
  return <AdminPage heading="Product Import" purpose="Import products in bulk from a file." />;
}
