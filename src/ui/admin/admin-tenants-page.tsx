import { AdminPage } from './admin-page';

export default function AdminTenantsPage() {
  return <AdminPage heading="Tenants" purpose="Storefronts, their branding, limits and allowed parent sites." />;
}
