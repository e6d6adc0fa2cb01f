import type { PageProps } from '../routing/page-props';
import { SimplePage } from './simple-page';

export default function ArtistPage({ params }: PageProps) {
  return <SimplePage heading="Artist Partnerships" lead={`Artist: ${params.artistName ?? ''}`} />;
}
