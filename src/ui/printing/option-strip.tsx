import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FRAME_COLOR_HEX } from '../../domain/project';
import type { ProjectStore } from '../../application/printing/project-store';
import { OptionSpinner } from '../shell/option-spinner';
import { MATS } from './options-panel';
import layout from './tool-layout.module.css';
import { useStructural } from '../hooks/use-structural';

const MAT_SWATCH: Readonly<Record<string, string>> = { 'No mat': 'transparent', Gray: '#b9b6b0', White: '#ffffff' };

/**
 * The phone's compact strip under the sticky preview (issue 31 item 5): frame and mat as option
 * spinners (SPEC §9), so a change shows on the preview right above it. Whole-project choices; the
 * Options panel below has the rest (filter, orientation, only the selected photo). Hidden from 992 px,
 * where the panels sit beside the preview.
 */
export const OptionStrip = observer(function OptionStrip({ projects }: { projects: ProjectStore }) {
  const current = useStructural(() => ({ frameColor: projects.active.frameColor, matColor: projects.active.matColor }), [projects]);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={layout.optionStrip} role="group" aria-label="Quick options">
      <OptionSpinner
        label="Frame"
        options={projects.options.frameColors.map((name) => ({ label: name, value: name, swatch: FRAME_COLOR_HEX[name] ?? '#000' }))}
        value={current.frameColor}
        onChange={(name) => {
          const result = projects.options.setFrameColor(name, 'project');
          setError(result._tag === 'Left' ? result.left.message : null);
        }}
      />
      <OptionSpinner
        label="Mat"
        options={MATS.map((m) => ({ ...m, swatch: MAT_SWATCH[m.label] ?? 'transparent' }))}
        value={current.matColor}
        onChange={(m) => projects.options.setMatColor(m, 'project')}
      />
      {error && <p role="alert">{error}</p>}
    </div>
  );
});
