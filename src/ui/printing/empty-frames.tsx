import { observer } from 'mobx-react-lite';
import type { PrintingView } from '../../application/printing/printing-view';
import { CUSTOM_LAYOUT_NAME } from '../../domain/layouts';
import canvasTools from './canvas-tools.module.css';
import { useStructural } from '../hooks/use-structural';

type EmptyFrame = { readonly key: string; readonly index: number; readonly x: number; readonly y: number; readonly width: number; readonly height: number };
const NONE: readonly EmptyFrame[] = [];

/**
 * A "+" on each empty frame of a layout (issue 31 item 2): it opens the photo sources to fill that
 * very frame. Only the frames' places are read, so a pan or zoom re-renders nothing here.
 */
export const EmptyFrames = observer(function EmptyFrames({ view, onFillFrame }: { view: PrintingView; onFillFrame: (frameIndex: number) => void }) {
  const frames = useStructural((): readonly EmptyFrame[] => {
    const project = view.projects.active;
    // An empty project has its own call to action; arranging uses the frames as drop targets.
    if (project.tiles.length === 0 || view.arrangement.arranging) return NONE;
    // Only a fixed layout with fewer photos than frames has empty frames: otherwise the model (new on every pan frame) is not read.
    const layout = view.projects.options.layout;
    if (layout === CUSTOM_LAYOUT_NAME || project.tiles.length >= layout) return NONE;
    const empty = view.model.tiles.flatMap((t, index) =>
      t.tileId === null ? [{ key: t.key, index, x: t.photo.x, y: t.photo.y, width: t.photo.width, height: t.photo.height }] : [],
    );
    return empty.length === 0 ? NONE : empty;
  }, [view]);
  const count = view.projects.options.layout;
  return (
    <>
      {frames.map((f) => {
        // The button covers the frame's picture (a bigger target), at least 44 px each way.
        const width = Math.max(44, f.width);
        const height = Math.max(44, f.height);
        return (
          <button
            key={f.key}
            type="button"
            className={canvasTools.fillFrame}
            style={{ left: f.x + (f.width - width) / 2, top: f.y + (f.height - height) / 2, width, height }}
            aria-label={`Add a photo to frame ${f.index + 1} of ${count}`}
            onClick={() => onFillFrame(f.index)}
          >
            <span aria-hidden="true">+</span>
          </button>
        );
      })}
    </>
  );
});
