import type { PageProps } from '../routing/page-props';
import { SimplePage } from './simple-page';

export default function ProductPage({ params }: PageProps) {
  return <SimplePage heading="Product" lead={`Product: ${params.urlSlug ?? ''}`} />;
}
