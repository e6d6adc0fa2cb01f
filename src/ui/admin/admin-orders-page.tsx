import { AdminPage } from './admin-page';

export default function AdminOrdersPage() {
  return <AdminPage heading="Orders" purpose="Every order, its lines, tile images and options." />;
}
