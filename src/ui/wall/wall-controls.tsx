import type { ReactNode } from 'react';
import type { WallFrameChoice } from '../../domain/wall/wall-design';
import { WALL_ROOMS, type WallRoom } from '../../domain/wall/rooms';
import { REFERENCE_PRESETS, type ReferencePresetId } from '../../domain/wall/wall-scale';
import choices from '../styles/choices.module.css';
import styles from './wall-preview.module.css';
import { submitHandler } from '../lib/submit-handler';

/** Which wall the tiles hang on: a seeded room, or the shopper's own photo. */
export type WallSource = WallRoom['id'] | 'own';
/** How the shopper's photo is measured: a reference tapped on it, or the wall's typed width. */
export type MeasureWay = ReferencePresetId | 'width';

function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={choices.choices}>
        {options.map((o) => (
          <label key={o.value} className={choices.choice}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function WallPicker({ value, onChange }: { value: WallSource; onChange: (v: WallSource) => void }) {
  const options = [...WALL_ROOMS.map((r) => ({ value: r.id as WallSource, label: r.name })), { value: 'own' as WallSource, label: 'My wall photo' }];
  return <Choices legend="Wall" name="tpx-wall" options={options} value={value} onChange={onChange} />;
}

const AS_DESIGNED = 'as-designed';

export function FramePicker({
  frames,
  mixed,
  value,
  onChange,
}: {
  frames: readonly WallFrameChoice[];
  mixed: boolean;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const options = [
    ...(mixed ? [{ value: AS_DESIGNED, label: 'As designed' }] : []),
    ...frames.map((f) => ({
      value: f.name,
      label: (
        <>
          <span className={choices.swatch} style={{ background: f.hex }} aria-hidden="true" />
          {f.name}
        </>
      ),
    })),
  ];
  return (
    <Choices
      legend="Frame colour"
      name="tpx-wall-frame"
      options={options}
      value={value ?? AS_DESIGNED}
      onChange={(v) => onChange(v === AS_DESIGNED ? null : v)}
    />
  );
}

export interface MeasurePanelProps {
  readonly way: MeasureWay;
  readonly onWay: (way: MeasureWay) => void;
  readonly marks: number;
  readonly measured: boolean;
  readonly widthText: string;
  /** The refusal of the typed width, while it stands: said under the field, which is marked invalid and described by it. */
  readonly widthError: { readonly id: string; readonly text: string } | undefined;
  readonly onWidthText: (text: string) => void;
  readonly onUseWidth: () => void;
  readonly onMeasureAgain: () => void;
  readonly onPhoto: (file: File) => void;
  readonly hasPhoto: boolean;
}

// A phone's keyboard and the dialog's scroll can leave a refusal half out of sight: shown, it is brought wholly in.
// Module-level, so React calls it when the paragraph appears, not at every render.
const showWhole = (el: HTMLElement | null) => el?.scrollIntoView({ block: 'nearest' });

/** The shopper's own photo: choose it, then give it a scale (two taps on a reference, or the wall's width). */
export function MeasurePanel(p: MeasurePanelProps) {
  const preset = REFERENCE_PRESETS.find((r) => r.id === p.way);
  return (
    <div className={styles.measure}>
      <label className={styles.field}>
        <span>{p.hasPhoto ? 'Choose another wall photo' : 'Choose a photo of your wall'}</span>
        <input
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) p.onPhoto(file);
            e.currentTarget.value = '';
          }}
        />
      </label>
      <p className={styles.muted}>Your photo stays on this device: it is not uploaded.</p>
      {p.hasPhoto && (
        <>
          <label className={styles.field}>
            <span>Measure with</span>
            <select value={p.way} onChange={(e) => p.onWay(e.currentTarget.value as MeasureWay)}>
              {REFERENCE_PRESETS.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
              <option value="width">The wall&apos;s width (type it)</option>
            </select>
          </label>
          {preset !== undefined && !p.measured && (
            <p className={styles.hint}>
              Tap both ends of the {preset.label.replace(/ \(.*\)$/, '').toLowerCase()} on the photo ({p.marks} of 2 marked). No pointer? Choose the wall&apos;s
              width instead.
            </p>
          )}
          {p.way === 'width' && (
            <form className={styles.row} onSubmit={submitHandler(p.onUseWidth)}>
              <label className={styles.field}>
                <span>Width of the wall in the photo (cm)</span>
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={p.widthText}
                  aria-invalid={p.widthError !== undefined ? true : undefined}
                  aria-describedby={p.widthError?.id}
                  onChange={(e) => p.onWidthText(e.currentTarget.value)}
                />
              </label>
              <button type="submit" className={styles.secondary}>
                Use this width
              </button>
            </form>
          )}
          {p.way === 'width' && p.widthError !== undefined && (
            <p id={p.widthError.id} role="alert" className={styles.error} ref={showWhole}>
              {p.widthError.text}
            </p>
          )}
          {p.measured && preset !== undefined && (
            <button type="button" className={styles.secondary} onClick={p.onMeasureAgain}>
              Mark again
            </button>
          )}
        </>
      )}
    </div>
  );
}
