import { SimplePage } from './simple-page';

export default function CartPage() {
  return <SimplePage heading="Cart" lead="Review your tiles, apply a promo code and check out." />;
}
