import { AdminPage } from './admin-page';

export default function AdminAssetsPage() {
  return <AdminPage heading="Assets" purpose="Images and templates used across the store." />;
}
