import { SimplePage } from './simple-page';

/** Standalone (no header or footer, no parent messaging): SPEC §2. */
export default function BuyWallpadsPage() {
  return (
    <SimplePage
      heading="Buy Wall Pads"
      lead="Extra reusable adhesive pads for hanging, moving and re-hanging your tiles."
    />
  );
}
