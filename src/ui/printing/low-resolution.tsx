import { observer } from 'mobx-react-lite';
import type { PrintingView } from '../../application/printing/printing-view';
import type { RenderTile } from '../../application/printing/render-model';
import { TOOLTIP_DEFAULT_WIDTH_PX } from '../../domain/shell/shell-constants';
import { Tooltip } from '../shell/tooltip';
import lowRes from './low-resolution.module.css';
import { useStructural } from '../hooks/use-structural';

/** Opens a tile's Low Resolution modal; its 'Choose another photo' opens the photo dialog (issue 28). */
export async function openLowResolution(view: Pick<PrintingView, 'projects'>, tileId: string, onReplacePhoto?: (tileId: string) => void): Promise<void> {
  const fix = await view.projects.openLowResolution(tileId);
  if (fix === 'choose-photo') onReplacePhoto?.(tileId);
}

/** The badge's tooltip (issue 33, SPEC §9's 120 px tooltip): what the warning means and where the fix is. */
export const LOW_RESOLUTION_TOOLTIP = 'This photo may print blurry. Select for the fix.';

type Banner = Pick<RenderTile, 'key' | 'tileId' | 'sizeClass' | 'photo'> & { readonly tipEnd: boolean };
const NO_BANNERS: readonly Banner[] = [];

/** The warning banner on each low-resolution frame (a button over the canvas that opens the modal). */
export const LowResolutionBanners = observer(function LowResolutionBanners({
  view,
  onReplacePhoto,
}: {
  view: PrintingView;
  onReplacePhoto?: (tileId: string) => void;
}) {
  // Only the banners' places: a pan (a new model) does not re-render them. Without warnings (the
  // warning map keeps its identity through a pan) the model is not even read, so a pan or zoom
  // re-runs nothing here.
  const tiles = useStructural(
    (): readonly Banner[] =>
      view.projects.lowResolutionTiles.size === 0
        ? NO_BANNERS
        : view.model.tiles
            .filter((t) => t.lowResolution && t.tileId !== null)
            .map((t) => ({
              key: t.key,
              tileId: t.tileId,
              sizeClass: t.sizeClass,
              photo: t.photo,
              tipEnd: t.photo.x + TOOLTIP_DEFAULT_WIDTH_PX > view.viewport.width,
            })),
    [view],
  );
  const order = useStructural(() => (tiles.length === 0 ? [] : view.projects.active.tiles.map((t) => t.id)), [view, tiles]);
  if (tiles.length === 0) return null;
  return (
    <>
      {tiles.map((t) => {
        const compact = t.sizeClass !== 'regular';
        const n = order.indexOf(t.tileId as string) + 1;
        const place = { left: t.photo.x, top: t.photo.y + t.photo.height - (compact ? 28 : 32), width: compact ? undefined : t.photo.width };
        return (
          // A small badge's tooltip runs from its edge inwards: centred on it, it would be cut off by the canvas's edge.
          <Tooltip
            key={t.key}
            text={LOW_RESOLUTION_TOOLTIP}
            place={{ className: `${lowRes.lowResPlace} ${compact ? (t.tipEnd ? lowRes.tipEnd : lowRes.tipStart) : ''}`, style: place }}
          >
            <button
              type="button"
              className={compact ? lowRes.lowResBadge : lowRes.lowResBanner}
              style={compact ? undefined : { width: '100%' }}
              aria-label={`Low resolution warning, tile ${n}`}
              onClick={() => void openLowResolution(view, t.tileId as string, onReplacePhoto)}
            >
              <span aria-hidden="true">⚠</span>
              {!compact && <span> Low resolution</span>}
            </button>
          </Tooltip>
        );
      })}
    </>
  );
});
