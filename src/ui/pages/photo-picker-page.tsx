import { PhotoPicker } from '../photo-picker/photo-picker';
import { BrowserOnly } from '../shell/browser-only';
import { Loading } from '../shell/loading';
import { SimplePage } from './simple-page';

export default function PhotoPickerPage() {
  return (
    <SimplePage
      heading="Get Started"
      lead="Choose the photos you want on your walls: from this device, Facebook or Instagram, our shared albums or our artists' designs."
    >
      {/* The picker's photos and uploads are the browser's: it comes with the app. */}
      <BrowserOnly placeholder={<Loading label="Loading the photo picker…" />}>
        <PhotoPicker />
      </BrowserOnly>
    </SimplePage>
  );
}
