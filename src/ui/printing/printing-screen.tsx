import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { MainApi, type MainApi as Api } from '../../application/ports/main-api';
import { TileImageLoader, type TileImageLoader as Loader } from '../../application/ports/tile-image-loader';
import { PhotoChoices } from '../../application/printing/photo-choices';
import { PrintingView } from '../../application/printing/printing-view';
import { ProjectStore, type PhotoInput } from '../../application/printing/project-store';
import { TileImageStore } from '../../application/printing/tile-image-store';
import { useService } from '../hooks/use-service';
import { AddToCart } from './add-to-cart';
import { LowResolutionModal } from './low-resolution';
import { OptionsPanel } from './options-panel';
import { PhotoDialog, type PhotoDialogMode } from './photo-dialog';
import { PrintCanvasView } from './print-canvas-view';
import { ProjectPanel } from './project-panel';
import { TileEditor } from './tile-editor';
import styles from './printing.module.css';

/** The framing tool: the canvas with its photo and project panels (phone first, side by side from 992 px). */
export const PrintingScreen = observer(function PrintingScreen() {
  const projects = useService(ProjectStore);
  const images = useService(TileImageStore);
  const api = useService<Api>(MainApi);
  const loader = useService<Loader>(TileImageLoader);
  const view = useMemo(() => new PrintingView(projects, images), [projects, images]);
  const choices = useMemo(() => new PhotoChoices(api, loader, projects), [api, loader, projects]);
  const [dialog, setDialog] = useState<PhotoDialogMode | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    view.start();
    return () => view.dispose();
  }, [view]);

  const onChoose = (photo: PhotoInput, mode: PhotoDialogMode, grid: { rows: number; cols: number }) => {
    setDialog(null);
    const result =
      mode.kind === 'add'
        ? projects.photos.addTile(photo)
        : mode.kind === 'split'
          ? projects.photos.createSplitProject(photo, grid.rows, grid.cols)
          : (projects.photos.replaceTile(mode.tileId, photo), { _tag: 'Right' as const });
    setError(result._tag === 'Left' ? result.left.message : null);
  };

  return (
    <div className={styles.layout}>
      <PrintCanvasView view={view} onAddPhoto={() => setDialog({ kind: 'add' })} />
      <div className={styles.panels}>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <TileEditor projects={projects} onReplace={(tileId) => setDialog({ kind: 'replace', tileId })} />
        <OptionsPanel projects={projects} />
        <ProjectPanel projects={projects} onAddPhoto={() => setDialog({ kind: 'add' })} onSplitPhoto={() => setDialog({ kind: 'split' })} />
        <AddToCart projects={projects} />
      </div>
      <LowResolutionModal projects={projects} />
      <PhotoDialog mode={dialog} choices={choices} onChoose={onChoose} onClose={() => setDialog(null)} />
    </div>
  );
});
