import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PhotoChoices } from '../../application/printing/photo-choices';
import { placePhoto, uploadFrameOf } from '../../application/printing/place-photo';
import { PrintingView } from '../../application/printing/printing-view';
import { ModalStore } from '../../application/shell/modal-store';
import { ProjectStore } from '../../application/printing/project-store';
import { ProjectSync } from '../../application/printing/project-sync';
import { UploadStore } from '../../application/upload';
import { LOW_RESOLUTION_MODAL_KIND } from '../../application/printing/tile-selection';
import { useFresh, useService, useStarted } from '../hooks/use-service';
import { AddToCart } from './add-to-cart';
import { OptionsPanel } from './options-panel';
import { OptionStrip } from './option-strip';
import { openPhotoDialog, PHOTO_MODAL_KIND, type PhotoDialogMode } from './photo-modal';
import { PrintCanvasView } from './print-canvas-view';
import { ProjectPanel } from './project-panel';
import { SaveStatus } from './save-status';
import { TileEditor } from './tile-editor';
import { TileUploads, UploadSummary } from './upload-feedback';
import { TilePreviews } from './tile-previews';
import { SeeOnWallButton, WALL_PREVIEW_KIND } from '../wall';
import { wallDesignOf } from '../../domain/wall/wall-design';
import styles from './printing.module.css';
import layout from './tool-layout.module.css';
import { useStickyTop } from './use-sticky-top';

/** "See on wall" for the project being framed (issue 35 item 1); only once it has a photo. */
const SeeOnWall = observer(function SeeOnWall({ projects }: { projects: ProjectStore }) {
  const hasPhoto = projects.active.tiles.some((t) => t.imagePath);
  return <SeeOnWallButton design={() => wallDesignOf(projects.active, projects.product)} disabled={!hasPhoto} />;
});

/**
 * The framing tool: the canvas with its photo and project panels (phone first, side by side from 992 px).
 * `primaryAction` takes the place of Add to Cart (an admin's editing session has its own); a session
 * confined to one project has no cart, so it never shows Add to Cart. `shareActions` are the sharing
 * feature's (issue 35), handed in by the page: the printing never imports the sharing, which imports it.
 */
export const PrintingScreen = observer(function PrintingScreen({ primaryAction, shareActions }: { primaryAction?: ReactNode; shareActions?: ReactNode }) {
  const projects = useService(ProjectStore);
  const view = useStarted(PrintingView);
  const choices = useFresh(PhotoChoices);
  const modals = useService(ModalStore);
  const sync = useService(ProjectSync);
  const uploads = useService(UploadStore);
  const [error, setError] = useState<string | null>(null);
  const splitGrid = useRef({ rows: 2, cols: 2 });
  const preview = useRef<HTMLDivElement>(null);
  useStickyTop(preview);

  // The modals this screen opens close with it.
  useEffect(
    () => () => {
      modals.dismissKind(PHOTO_MODAL_KIND);
      modals.dismissKind('share');
      modals.dismissKind('continue-phone');
      modals.dismissKind(LOW_RESOLUTION_MODAL_KIND);
      modals.dismissKind(WALL_PREVIEW_KIND);
    },
    [modals],
  );

  const pickPhoto = async (mode: PhotoDialogMode) => {
    const pick = await openPhotoDialog(modals, mode, choices, splitGrid.current);
    if (!pick) return;
    if ('file' in pick) {
      setError(null);
      await uploads.addDeviceFiles([pick.file], undefined, uploadFrameOf(mode));
      return;
    }
    splitGrid.current = pick.grid;
    const result = placePhoto(projects.photos, mode, pick.photo, pick.grid);
    setError(result._tag === 'Left' ? result.left.message : null);
  };

  return (
    <div className={styles.layout}>
      {/* Sticky on phones, with the frame and mat strip under it (issue 31 item 5). */}
      <div ref={preview} className={layout.preview}>
        <PrintCanvasView
          view={view}
          onAddPhoto={() => void pickPhoto({ kind: 'add' })}
          onReplacePhoto={(tileId) => void pickPhoto({ kind: 'replace', tileId })}
          onFillFrame={(frameIndex) => void pickPhoto({ kind: 'fill', frameIndex, frames: Number(projects.options.layout) })}
          pictures={uploads.previews}
        >
          <TilePreviews view={view} />
          <TileUploads view={view} />
        </PrintCanvasView>
        <OptionStrip projects={projects} />
      </div>
      <div className={styles.panels}>
        <UploadSummary />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <TileEditor projects={projects} onReplace={(tileId) => void pickPhoto({ kind: 'replace', tileId })} />
        <OptionsPanel projects={projects} />
        <ProjectPanel projects={projects} onAddPhoto={() => void pickPhoto({ kind: 'add' })} onSplitPhoto={() => void pickPhoto({ kind: 'split' })} />
        <SeeOnWall projects={projects} />
        {primaryAction ?? (projects.oneProjectOnly ? null : <AddToCart projects={projects} />)}
        {/* Issue 35: the shopper's own session only (an admin editing for a customer has a primary action of its own). */}
        {primaryAction || projects.oneProjectOnly ? null : shareActions}
        <SaveStatus sync={sync} />
      </div>
    </div>
  );
});
