import { SimplePage } from './simple-page';

export default function PrintingPage() {
  return <SimplePage heading="Design Your Tiles" lead="Crop, zoom and frame each photo, then add your tiles to the cart." />;
}
