import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Cropper from 'react-easy-crop';

declare global {
  interface Window {
    __peerReady: boolean;
  }
}

/** One react-easy-crop cropper per frame, each with its own crop state (the fairest peer). */
function Frame({ src }: { src: string }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <div style={{ position: 'relative', width: 70, height: 70 }}>
      <Cropper image={src} crop={crop} zoom={zoom} aspect={1} onCropChange={setCrop} onZoomChange={setZoom} showGrid={false} />
    </div>
  );
}

const photos = Array.from({ length: 100 }, (_, i) => `/bench-images/p${i}.jpg`);
createRoot(document.getElementById('root') as HTMLElement).render(
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(10, 70px)', gap: 8, padding: 16 }}>
    {photos.map((p) => (
      <Frame key={p} src={p} />
    ))}
  </div>,
);
window.__peerReady = true;
