import { SimplePage } from './simple-page';

export default function ConfirmPage() {
  return <SimplePage heading="Order Confirmed" lead="Thank you for your order. We will email you when your tiles ship." />;
}
