import { SimplePage } from './simple-page';

export default function ArtistsPage() {
  return <SimplePage heading="Artist Partnerships" lead="Original designs from the artists we work with, printed and framed as tiles." />;
}
