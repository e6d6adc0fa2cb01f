import { AdminPage } from './admin-page';

export default function AdminConfettiPage() {
  return <AdminPage heading="Confetti" purpose="The public shared albums shoppers pick photos from." />;
}
