import { AdminPage } from './admin-page';

export default function AdminGroupsPage() {
  return <AdminPage heading="Groups" purpose="Artist groups and collections, and their order." />;
}
