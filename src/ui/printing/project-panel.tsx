import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CUSTOM_LAYOUT_NAME } from '../../domain/layouts';
import { canUseLayout, type ProjectLayout } from '../../domain/project/frame-layout';
import { projectName, projectNumbers } from '../../domain/project';
import { MAX_QUANTITY } from '../../domain/printing/tile-limits';
import { projectQuantityLabel } from '../../domain/validation';
import type { ProjectStore } from '../../application/printing/project-store';
import { ProjectRemovals } from '../../application/printing/project-removals';
import { WallLayouts } from '../../application/printing/wall-layouts';
import { useService } from '../hooks/use-service';
import { NumberSpinner } from '../shell/number-spinner';
import styles from './printing.module.css';
import { useStructural } from '../hooks/use-structural';

const layoutLabel = (l: ProjectLayout) => (l === CUSTOM_LAYOUT_NAME ? 'Custom' : `${l} frames`);

/**
 * The project: layout, photos, split, quantity and the shopper's other projects. A session confined
 * to one project (an admin editing for a customer) lists none, and starts, splits or removes none.
 */
export const ProjectPanel = observer(function ProjectPanel({
  projects,
  onAddPhoto,
  onSplitPhoto,
}: {
  projects: ProjectStore;
  onAddPhoto: () => void;
  onSplitPhoto: () => void;
}) {
  // The store's layouts (GET v1/shopify/layouts_get), or the client's own until they arrive.
  const layouts = useService(WallLayouts).sizes;
  // Only what the panel shows: a pan or zoom (a new project object) does not re-render it.
  const { project, others, layout, oneOnly } = useStructural(() => {
    const active = projects.active;
    return {
      project: {
        id: active.id,
        isSplit: active.isSplit,
        rows: active.rows,
        cols: active.cols,
        quantity: active.quantity,
        tiles: { length: active.tiles.length },
      },
      // Named by creation over all the shopper's projects: a name stays when another project goes to the cart (issue 31).
      others: ((numbers) =>
        projects.designing.map((p) => ({ id: p.id, isActive: p.isActive, name: projectName(numbers.get(p.id) ?? 0), tiles: { length: p.tiles.length } })))(
        projectNumbers(projects.projects),
      ),
      layout: projects.options.layout,
      oneOnly: projects.oneProjectOnly,
    };
  }, [projects]);
  const [message, setMessage] = useState<string | null>(null);
  const show = (result: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right' }) => setMessage(result._tag === 'Left' ? result.left.message : null);
  return (
    <section className={styles.panel} aria-labelledby="tpx-project-heading">
      <h2 id="tpx-project-heading" className={styles.panelTitle}>
        Project
      </h2>
      <div className={styles.group}>
        <button type="button" className={styles.primary} onClick={onAddPhoto} disabled={project.isSplit}>
          Add photo
        </button>
        {!oneOnly && (
          <button type="button" className={styles.secondary} onClick={onSplitPhoto}>
            Split one photo
          </button>
        )}
      </div>
      {!project.isSplit && (
        <label className={styles.field}>
          <span>Layout</span>
          <select
            value={String(layout)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              show(projects.options.setLayout(v === CUSTOM_LAYOUT_NAME ? CUSTOM_LAYOUT_NAME : (Number(v) as ProjectLayout)));
            }}
          >
            {layouts.map((l) => (
              <option key={l} value={String(l)} disabled={!canUseLayout(l, project.tiles.length)}>
                {layoutLabel(l)}
              </option>
            ))}
          </select>
        </label>
      )}
      {project.isSplit && (
        <p className={styles.muted}>
          One photo split over {project.rows} x {project.cols} tiles.
        </p>
      )}
      <NumberSpinner
        visibleLabel
        label={projectQuantityLabel(project.tiles.length)}
        fewerLabel="Fewer copies"
        moreLabel="More copies"
        value={project.quantity}
        min={1}
        max={MAX_QUANTITY}
        onChange={(q) => show(projects.setQuantity(q))}
      />
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      {!oneOnly && <ProjectList projects={projects} others={others} activeId={project.id} />}
    </section>
  );
});

/** The shopper's projects to switch between, with New project and Remove project (the active one). */
function ProjectList({
  projects,
  others,
  activeId,
}: {
  projects: ProjectStore;
  others: readonly { id: string; isActive: boolean; name: string; tiles: { length: number } }[];
  activeId: string;
}) {
  const removals = useService(ProjectRemovals);
  return (
    <div className={styles.field}>
      <span>Your projects</span>
      <ul className={styles.projectList}>
        {others.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={p.isActive ? styles.projectActive : styles.projectButton}
              aria-current={p.isActive ? 'true' : undefined}
              onClick={() => projects.activateProject(p.id)}
            >
              {p.name} · {p.tiles.length} {p.tiles.length === 1 ? 'photo' : 'photos'}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.group}>
        <button type="button" className={styles.secondary} onClick={() => projects.startNewProject()}>
          New project
        </button>
        <button type="button" className={styles.danger} onClick={() => void removals.removeProject(activeId)}>
          Remove project
        </button>
      </div>
    </div>
  );
}
