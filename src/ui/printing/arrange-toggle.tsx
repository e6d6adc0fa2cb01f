import { observer } from 'mobx-react-lite';
import type { PrintingView } from '../../application/printing/printing-view';
import canvasTools from './canvas-tools.module.css';

/**
 * Arrange mode (issue 31 item 1), apart from framing: while it is on, a drag carries a photo to another
 * frame and the arrow keys move the selected photo; framing (pan, zoom) waits until it is off.
 */
export const ArrangeToggle = observer(function ArrangeToggle({ view }: { view: PrintingView }) {
  const arrangement = view.arrangement;
  // Editing one photo (the phone's full-screen editor) is framing: arranging waits until Done.
  if ((!arrangement.available && !arrangement.arranging) || view.editing.editing) return null;
  const on = arrangement.arranging;
  return (
    <button type="button" className={on ? canvasTools.arrangeOn : canvasTools.arrangeToggle} aria-pressed={on} onClick={() => arrangement.setArranging(!on)}>
      {on ? 'Done arranging' : 'Arrange photos'}
    </button>
  );
});
