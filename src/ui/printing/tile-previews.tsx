import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useState } from 'react';
import type { PreviewPlace } from '../../application/printing/preview-places';
import type { PrintingView } from '../../application/printing/printing-view';
import { UploadStore } from '../../application/upload';
import { useService } from '../hooks/use-service';
import styles from './tile-previews.module.css';

/** An object URL of a chosen file while the component lives; revoked when it goes (or the file changes). */
function useObjectUrl(file: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  // A layout effect: the URL is set before the browser paints, so the picture starts loading at once.
  useLayoutEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** Names the picture for the browser's Element Timing (its paint time: bench/upload/first-tile-bench.ts). */
const TIMED = { elementtiming: 'tile-preview' };

/**
 * The chosen file in its frame, cut as the canvas will cut it: the photo area holds the part shown
 * (turned as drawn), so nothing moves when the canvas takes over. Decoded off the main thread.
 */
function TilePreview({ place, file }: { place: PreviewPlace; file: Blob }) {
  const url = useObjectUrl(file);
  if (url === null) return null;
  const { photo, cut, grayscale } = place;
  const sideways = cut.rotation === 90 || cut.rotation === 270;
  // The cut's box before it is turned (as the canvas draws it: the photo area's sides swapped when sideways).
  const width = sideways ? photo.height : photo.width;
  const height = sideways ? photo.width : photo.height;
  const imageWidth = width / Math.max(1e-6, cut.u1 - cut.u0);
  const imageHeight = height / Math.max(1e-6, cut.v1 - cut.v0);
  return (
    <div
      className={styles.preview}
      style={{ left: photo.x, top: photo.y, width: photo.width, height: photo.height }}
      data-testid="tile-preview"
      data-tile-id={place.tileId}
    >
      <div
        className={styles.cut}
        style={{
          left: (photo.width - width) / 2,
          top: (photo.height - height) / 2,
          width,
          height,
          ...(cut.rotation === 0 ? {} : { transform: `rotate(${cut.rotation}deg)` }),
        }}
      >
        <img
          className={styles.image}
          src={url}
          alt=""
          decoding="async"
          draggable={false}
          {...TIMED}
          style={{
            left: -cut.u0 * imageWidth,
            top: -cut.v0 * imageHeight,
            width: imageWidth,
            height: imageHeight,
            ...(grayscale ? { filter: 'grayscale(1)' } : {}),
          }}
        />
      </div>
    </div>
  );
}

/**
 * Each chosen photo in its frame at once (issue 31 item 7), before its upload or the canvas's picture
 * of it is ready: the file itself over the frame's photo area, until the canvas draws its picture
 * there (the upload's TilePreviews hears it from the canvas and lets it go). Over the canvas and its
 * 2D first draw, under the per-photo progress; pointers go through to the canvas.
 */
export const TilePreviews = observer(function TilePreviews({ view }: { view: PrintingView }) {
  const { previews } = useService(UploadStore);
  // Nothing waits (the usual case): the model is not read, so a gesture frame renders nothing here.
  if (!previews.waiting) return null;
  const places = view.previewPlaces((tileId) => previews.files.has(tileId));
  return (
    <>
      {places.map((place) => {
        const file = previews.fileOf(place.tileId);
        return file ? <TilePreview key={place.tileId} place={place} file={file} /> : null;
      })}
    </>
  );
});
