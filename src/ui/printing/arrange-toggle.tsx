import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import type { PrintingView } from '../../application/printing/printing-view';
import canvasTools from './canvas-tools.module.css';

/**
 * Arrange mode (issue 31 item 1), apart from framing: while it is on, a drag carries a photo to another
 * frame and the arrow keys move the selected photo; framing (pan, zoom) waits until it is off.
 *
 * The toggle sits over a right-hand corner of the canvas that no frame lies under (the top one, else
 * the bottom one; when both are taken the frames make room: the view's `setControlCorner`): a button
 * must not hide part of a photo being framed. Both labels take the same room (the wider one sets the
 * width), so turning the mode on or off moves no frame.
 */
export const ArrangeToggle = observer(function ArrangeToggle({ view }: { view: PrintingView }) {
  const arrangement = view.arrangement;
  // Editing one photo (the phone's full-screen editor) is framing: arranging waits until Done.
  const shown = (arrangement.available || arrangement.arranging) && !view.editing.editing;
  if (!shown) return null;
  return <Toggle view={view} on={arrangement.arranging} bottom={view.controlCorner === 'bottom-right'} />;
});

function Toggle({ view, on, bottom }: { view: PrintingView; on: boolean; bottom: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    const stage = button?.offsetParent;
    if (!button || !(stage instanceof HTMLElement)) return undefined;
    // The button's box and its distance from the stage's edge again on its inner sides (the same in either corner).
    const measure = () => {
      const inset = stage.clientWidth - button.offsetLeft - button.offsetWidth;
      view.setControlCorner({ width: button.offsetWidth + 2 * inset, height: button.offsetHeight + 2 * inset });
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(button);
    return () => {
      resized.disconnect();
      view.setControlCorner(null);
    };
  }, [view]);
  return (
    <button
      ref={ref}
      type="button"
      className={`${on ? canvasTools.arrangeOn : canvasTools.arrangeToggle}${bottom ? ` ${canvasTools.atBottom}` : ''}`}
      aria-pressed={on}
      aria-label={on ? 'Done arranging' : 'Arrange photos'}
      onClick={() => view.arrangement.setArranging(!on)}
    >
      {/* A phone shows the first word only (a narrower corner, so the frames rarely make room); the name stays whole. */}
      <span className={canvasTools.toggleLabels}>
        <span className={on ? canvasTools.labelHidden : undefined}>
          Arrange<span className={canvasTools.wideOnly}> photos</span>
        </span>
        <span className={on ? undefined : canvasTools.labelHidden}>
          Done<span className={canvasTools.wideOnly}> arranging</span>
        </span>
      </span>
    </button>
  );
}
