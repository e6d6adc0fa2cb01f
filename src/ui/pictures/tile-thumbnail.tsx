import type { CSSProperties } from 'react';
import { gridPlaces, type ProjectPictureSet } from '../../domain/printing/project-pictures';
import { pictureEdgeOf, sizedPictureAddress } from '../../domain/imaging/sized-picture';
import { pictureBoxes, type Rect, type TileLayout } from '../../domain/printing/tile-picture';
import { usePhotoBases } from '../hooks/use-photo-bases';

const pct = (share: number): string => `${(share * 100).toFixed(4)}%`;
const place = (r: Rect): CSSProperties => ({ position: 'absolute', left: pct(r.x), top: pct(r.y), width: pct(r.width), height: pct(r.height) });

/**
 * The photo inside the box of its turned self (issue 31 item 6): unturned it fills the box; turned, it
 * is centred and turned clockwise, its sides swapped at 90° and 270° (the box has the turned photo's
 * aspect, so its width is the box's height: `image` is the turned size).
 */
const turnedPhoto = (layout: TileLayout): CSSProperties => {
  const turn = layout.rotation ?? 0;
  const swap = turn === 90 || turn === 270;
  const { width, height } = layout.image;
  return {
    position: 'absolute',
    maxWidth: 'none',
    left: '50%',
    top: '50%',
    width: swap ? pct(height / width) : '100%',
    height: swap ? pct(width / height) : '100%',
    transform: `translate(-50%, -50%)${turn === 0 ? '' : ` rotate(${turn}deg)`}`,
    ...(layout.grayscale ? { filter: 'grayscale(1)' } : {}),
  };
};

/**
 * A tile's picture as it prints (issue 28 item 3): the frame's colour, the mat, the crop or split
 * piece and the filter, all from the domain's render geometry, drawn with percentages so it is exact
 * at any size. Inline styles only: the markup alone draws it (the fidelity suite renders it as is).
 * `framed: false` draws the print file's area alone. A stored photo is drawn from its display-size
 * derivative (issue 28 item 4: about 800 px for the part shown, never the 12-MP original), in the
 * bucket too on S3.
 */
export function TileThumbnail({
  layout,
  src,
  label,
  framed = true,
  className,
}: {
  layout: TileLayout;
  src: string;
  label?: string;
  framed?: boolean;
  className?: string;
}) {
  const boxes = pictureBoxes(layout, framed);
  const photoBases = usePhotoBases();
  const { source } = boxes;
  return (
    <div
      className={className}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-frame={framed ? layout.frameHex : undefined}
      data-mat={layout.matHex ?? undefined}
      style={{
        position: 'relative',
        width: '100%',
        aspectRatio: String(boxes.aspect),
        overflow: 'hidden',
        background: framed ? layout.frameHex : (layout.matHex ?? '#fff'),
      }}
    >
      {layout.matHex !== null && <div style={{ ...place(boxes.print), background: layout.matHex }} />}
      <div style={{ ...place(boxes.photo), overflow: 'hidden', background: '#eee' }}>
        <div
          style={{
            position: 'absolute',
            width: pct(1 / source.width),
            height: pct(1 / source.height),
            left: pct(-source.x / source.width),
            top: pct(-source.y / source.height),
          }}
        >
          <img
            src={sizedPictureAddress(src, pictureEdgeOf(layout), photoBases)}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
            style={turnedPhoto(layout)}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * A project's pictures: a split as its whole grid, every piece in its place and its spacing; other
 * projects' first `max` tiles side by side (the line's text counts them all).
 */
export function ProjectThumbnails({ set, label, className, max = 4 }: { set: ProjectPictureSet; label: string; className?: string; max?: number }) {
  const { grid, pictures } = set;
  const first = pictures.find((p) => p.layout !== null)?.layout;
  if (grid !== null && first) {
    const places = gridPlaces(grid, pictureBoxes(first, true).aspect);
    // The box's width comes from its class (the page decides the size); the grid keeps its aspect inside it.
    return (
      <div className={className} role="img" aria-label={label} data-grid={`${grid.rows}x${grid.cols}`}>
        <div style={{ position: 'relative', width: '100%', aspectRatio: String(places.aspect) }}>
          {pictures.slice(0, places.cells.length).map((p, i) => (
            <div key={p.key} style={place(places.cells[i]!)}>
              {p.layout && <TileThumbnail layout={p.layout} src={p.src} />}
            </div>
          ))}
        </div>
      </div>
    );
  }
  const shown = pictures.slice(0, max);
  return (
    <div
      className={className}
      role="img"
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: shown.length === 1 ? '1fr' : 'repeat(2, 1fr)', gap: 4, alignSelf: 'start' }}
    >
      {shown.map((p) =>
        p.layout ? <TileThumbnail key={p.key} layout={p.layout} src={p.src} /> : <div key={p.key} style={{ aspectRatio: '1', background: '#eee' }} />,
      )}
    </div>
  );
}
