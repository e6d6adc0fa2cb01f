/**
 * The wall preview (issue 35 item 1): a design's tiles at true scale on a seeded room or on the
 * shopper's own wall photo. Mount it anywhere with a plain `WallDesign` (see README.md): the design
 * tool and the cart open it in a dialog; the share page can show it inline.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { roomScale, roomSrc, WALL_ROOMS } from '../../domain/wall/rooms';
import { tilesInFrame, type WallDesign } from '../../domain/wall/wall-design';
import { centredPlacement, groupGeometry, groupSizeInPhoto, nudgedPlacement, placementText } from '../../domain/wall/wall-placement';
import {
  parseLengthCm,
  photoPx,
  REFERENCE_PRESETS,
  scaleFromMarks,
  scaleFromWallWidth,
  scaleText,
  type PhotoPoint,
  type PhotoSize,
  type WallPpi,
} from '../../domain/wall/wall-scale';
import type { Picture, WallCanvas, WallScene } from './wall-canvas';
import { loadPicture } from './load-picture';
import { FramePicker, MeasurePanel, WallPicker, type MeasureWay, type WallSource } from './wall-controls';
import { WallStage } from './wall-stage';
import styles from './wall-preview.module.css';

export interface WallPreviewProps {
  /** What to hang: tiles with their render geometry and layout positions, spacing, product inches, frame colours. */
  readonly design: WallDesign;
  /** The wall shown first (a seeded room's id); the living room by default. */
  readonly initialWall?: WallSource;
}

/** Own photos are drawn from at most this many pixels on the long side (plenty for a screen and a snapshot). */
const OWN_PHOTO_EDGE = 2048;

const readPhoto = async (file: File): Promise<{ picture: Picture; size: PhotoSize }> => {
  const full = await createImageBitmap(file);
  const k = OWN_PHOTO_EDGE / Math.max(full.width, full.height);
  if (k >= 1) return { picture: full, size: { width: photoPx(full.width), height: photoPx(full.height) } };
  const small = await createImageBitmap(full, { resizeWidth: Math.round(full.width * k), resizeHeight: Math.round(full.height * k), resizeQuality: 'high' });
  full.close();
  return { picture: small, size: { width: photoPx(small.width), height: photoPx(small.height) } };
};

export function WallPreview({ design, initialWall = 'living-room' }: WallPreviewProps) {
  const [source, setSource] = useState<WallSource>(initialWall);
  const [roomPicture, setRoomPicture] = useState<{ src: string; picture: Picture } | null>(null);
  const [own, setOwn] = useState<{ picture: Picture; size: PhotoSize } | null>(null);
  const [ownScale, setOwnScale] = useState<WallPpi | null>(null);
  const [marks, setMarks] = useState<readonly PhotoPoint[]>([]);
  const [way, setWay] = useState<MeasureWay>('door');
  const [widthText, setWidthText] = useState('');
  // What went wrong, and the field it is about when there is one (the typed width): said under that field, which it describes.
  const [error, setError] = useState<{ readonly text: string; readonly field?: 'width' } | null>(null);
  const [frame, setFrame] = useState<string | null>(design.frame);
  const [moved, setMoved] = useState<PhotoPoint | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const core = useRef<WallCanvas | null>(null);
  const placeId = useId();
  const widthErrorId = useId();

  const room = source === 'own' ? undefined : WALL_ROOMS.find((r) => r.id === source);
  const photoSize: PhotoSize = room?.size ?? own?.size ?? { width: photoPx(1500), height: photoPx(1000) };
  const scale = room !== undefined ? roomScale(room) : ownScale;
  const tiles = useMemo(() => tilesInFrame(design, frame), [design, frame]);
  const geometry = useMemo(() => groupGeometry(design), [design]);
  const group = scale === null ? null : groupSizeInPhoto(geometry, scale);
  const placement = moved ?? (group === null ? null : centredPlacement(group, photoSize, room?.hang));

  // A seeded room's picture: loaded once per room (the canvas core loads the tiles' photos itself).
  useEffect(() => {
    if (room === undefined) return;
    let gone = false;
    const src = roomSrc(room);
    loadPicture(src).then(
      (picture) => !gone && setRoomPicture({ src, picture }),
      () => !gone && setError({ text: 'The room picture could not load. Check your connection and choose the room again.' }),
    );
    return () => {
      gone = true;
    };
  }, [room]);

  const photo = room !== undefined ? (roomPicture?.src === roomSrc(room) ? roomPicture.picture : null) : (own?.picture ?? null);
  const mode: WallScene['mode'] = source === 'own' && own !== null && ownScale === null && way !== 'width' ? 'mark' : 'place';
  const scene = useMemo<WallScene>(
    () => ({ photo, photoSize, scale, tiles, geometry, placement, marks, mode }),
    // photoSize and placement are rebuilt each render: compare their numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [photo, photoSize.width, photoSize.height, scale, tiles, geometry, placement?.x, placement?.y, marks, mode],
  );

  const chooseWall = (next: WallSource) => {
    setSource(next);
    setMoved(null);
    setError(null);
  };
  const startMeasuring = () => {
    setOwnScale(null);
    setMarks([]);
    setMoved(null);
  };
  const onPhoto = (file: File) => {
    readPhoto(file).then(
      (read) => {
        setOwn(read);
        startMeasuring();
        setError(null);
      },
      () => setError({ text: 'This file could not be read as a photo. Choose a JPEG, PNG or HEIC photo.' }),
    );
  };
  const onMark = useCallback(
    (p: PhotoPoint) => {
      const next = marks.length >= 2 ? [p] : [...marks, p];
      if (next.length < 2) return setMarks(next);
      const cm = REFERENCE_PRESETS.find((r) => r.id === way)?.cm ?? 0;
      const result = scaleFromMarks(next, cm);
      if (result._tag === 'Left') {
        setError({ text: result.left.message });
        return setMarks([]);
      }
      setMarks(next);
      setOwnScale(result.right);
      setMoved(null);
      setError(null);
    },
    [marks, way],
  );
  const useWidth = () => {
    const cm = parseLengthCm(widthText);
    const result = cm._tag === 'Left' ? cm : scaleFromWallWidth(photoSize, cm.right);
    if (result._tag === 'Left') return setError({ text: result.left.message, field: 'width' });
    setOwnScale(result.right);
    setMoved(null);
    setError(null);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (scale === null || group === null || placement === null) return;
    const next = nudgedPlacement(placement, e.key, e.shiftKey, scale, group, photoSize);
    if (next === null) return;
    e.preventDefault();
    setMoved(next);
  };
  const save = () => {
    const c = core.current;
    if (c === null) return;
    setSaving('Saving the picture…');
    c.snapshot().then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = 'tilepix-on-my-wall.png';
        a.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setSaving('Picture saved as tilepix-on-my-wall.png.');
      },
      () => setSaving('The picture could not be saved: one of the photos does not allow it.'),
    );
  };

  const status =
    scale !== null
      ? scaleText(scale, geometry, tiles.length)
      : own === null
        ? 'Choose a photo of your wall to see your tiles on it.'
        : way === 'width'
          ? 'Type the width of the wall the photo shows to see your tiles to scale.'
          : 'Mark a reference on your photo to see your tiles to scale.';
  const label =
    mode === 'mark'
      ? 'Your wall photo. Tap both ends of the reference.'
      : 'Your tiles on the wall. Drag them, or use the arrow keys to move them (with Shift, a foot at a time).';

  return (
    <div className={styles.preview}>
      <div className={styles.stageColumn}>
        <WallStage scene={scene} label={label} describedBy={placeId} onPlaced={setMoved} onMark={onMark} onKey={onKey} onCore={(c) => (core.current = c)} />
        <p id={placeId} className={styles.muted} aria-live="polite" data-testid="wall-placement">
          {scale !== null && placement !== null ? placementText(placement, scale) : ''}
        </p>
      </div>
      <div className={styles.controls}>
        <p role="status" className={styles.status} data-testid="wall-scale">
          {room !== undefined && scale !== null ? `${room.description} ` : ''}
          {status}
        </p>
        {error && error.field === undefined && (
          <p role="alert" className={styles.error}>
            {error.text}
          </p>
        )}
        <WallPicker value={source} onChange={chooseWall} />
        {source === 'own' && (
          <MeasurePanel
            way={way}
            onWay={(w) => {
              setWay(w);
              startMeasuring();
              setError(null);
            }}
            marks={marks.length}
            measured={ownScale !== null}
            widthText={widthText}
            widthError={error?.field === 'width' ? { id: widthErrorId, text: error.text } : undefined}
            onWidthText={setWidthText}
            onUseWidth={useWidth}
            onMeasureAgain={startMeasuring}
            onPhoto={onPhoto}
            hasPhoto={own !== null}
          />
        )}
        <FramePicker frames={design.frames} mixed={design.frame === null} value={frame} onChange={setFrame} />
        <div className={styles.row}>
          <button type="button" className={styles.secondary} onClick={save} disabled={photo === null}>
            Save picture (PNG)
          </button>
        </div>
        <p className={styles.muted} aria-live="polite">
          {saving ?? ''}
        </p>
      </div>
    </div>
  );
}
