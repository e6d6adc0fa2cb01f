import { PhotoPicker } from '../photo-picker/photo-picker';
import { SimplePage } from './simple-page';

export default function PhotoPickerPage() {
  return (
    <SimplePage heading="Get Started" lead="Choose the photos you want on your walls: from this device, Facebook or Instagram, our shared albums or our artists' designs.">
      <PhotoPicker />
    </SimplePage>
  );
}
