import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FRAME_COLOR_HEX, MAT_COLORS, type Filter, type MatColor, type Orientation } from '../../domain/project';
import type { OptionScope, ProjectStore } from '../../application/printing/project-store';
import { Tooltip } from '../shell/tooltip';
import styles from './printing.module.css';
import choices from '../styles/choices.module.css';
import { useStructural } from '../hooks/use-structural';

/** The mat choices, in the order shown (the phone's option strip shows them too). */
export const MATS: ReadonlyArray<{ label: string; value: MatColor }> = [
  { label: 'No mat', value: MAT_COLORS.none },
  { label: 'Gray', value: MAT_COLORS.gray },
  { label: 'White', value: MAT_COLORS.white },
];
const FILTERS: ReadonlyArray<{ label: string; value: Filter }> = [
  { label: 'Color', value: 'color' },
  { label: 'Grayscale', value: 'grayScale' },
];
const ORIENTATIONS: readonly Orientation[] = ['Portrait', 'Landscape'];

function Choice<T extends string>(props: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ label: string; value: T; swatch?: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={choices.choiceGroup}>
      <legend>{props.legend}</legend>
      <div className={choices.choices}>
        {props.options.map((o) => (
          <label key={o.value} className={choices.choice}>
            {o.swatch ? (
              // SPEC §9 tooltip on option swatches: the colour's name above its dot, on hover and focus.
              <Tooltip text={`${props.legend}: ${o.label}`}>
                <input type="radio" name={props.name} value={o.value} checked={props.value === o.value} onChange={() => props.onChange(o.value)} />
              </Tooltip>
            ) : (
              <input type="radio" name={props.name} value={o.value} checked={props.value === o.value} onChange={() => props.onChange(o.value)} />
            )}
            {o.swatch && <span className={choices.swatch} style={{ background: o.swatch }} aria-hidden="true" />}
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Frame colour, mat, filter and orientation, for the whole project or only the selected photo. */
export const OptionsPanel = observer(function OptionsPanel({ projects }: { projects: ProjectStore }) {
  const [onlySelected, setOnlySelected] = useState(false);
  // Only what the panel shows: a pan or zoom (a new project object) does not re-render it.
  const { project, tile, current } = useStructural(() => {
    const active = projects.active;
    const selected = projects.selectedTile;
    const perTile = onlySelected && selected !== undefined && !active.isSplit;
    const from = perTile ? selected : active;
    return {
      project: { isSplit: active.isSplit },
      tile: selected === undefined ? undefined : { id: selected.id },
      current: { perTile, frameColor: from.frameColor, matColor: from.matColor, filter: from.filter, orientation: from.orientation },
    };
  }, [projects, onlySelected]);
  const scope: OptionScope = current.perTile && tile !== undefined ? { tileId: tile.id } : 'project';
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="tpx-options-heading">
      <h2 id="tpx-options-heading" className={styles.panelTitle}>
        Options
      </h2>
      {!project.isSplit && (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={onlySelected} disabled={!tile} onChange={(e) => setOnlySelected(e.currentTarget.checked)} />
          Only the selected photo
        </label>
      )}
      <Choice
        legend="Frame"
        name="tpx-frame"
        options={projects.options.frameColors.map((name) => ({ label: name, value: name, swatch: FRAME_COLOR_HEX[name] ?? '#000' }))}
        value={current.frameColor}
        onChange={(name) => {
          const result = projects.options.setFrameColor(name, scope);
          setError(result._tag === 'Left' ? result.left.message : null);
        }}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Choice legend="Mat" name="tpx-mat" options={MATS} value={current.matColor} onChange={(m) => projects.options.setMatColor(m, scope)} />
      <Choice legend="Filter" name="tpx-filter" options={FILTERS} value={current.filter} onChange={(f) => projects.options.setFilter(f, scope)} />
      {projects.product.orientationEligible === true && (
        <Choice
          legend="Orientation"
          name="tpx-orientation"
          options={ORIENTATIONS.map((o) => ({ label: o, value: o }))}
          value={current.orientation}
          onChange={(o) => projects.options.setOrientation(o, scope)}
        />
      )}
    </section>
  );
});
