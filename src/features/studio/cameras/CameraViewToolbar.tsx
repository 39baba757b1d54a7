import { ZOOM_STEP } from '../model/view/imageViewport.ts';
import { useCamerasView } from './camerasView.ts';

/** A camera view's controls: Fit (the whole image), zoom out and in (a step each), the zoom in percent, and Bones. */
export function CameraViewToolbar({
  cameraName,
  zoom,
  fitted,
  onFit,
  onZoom,
}: {
  cameraName: string;
  zoom: number;
  fitted: boolean;
  onFit(): void;
  onZoom(factor: number): void;
}) {
  const bones = useCamerasView((s) => s.showObservedBones);
  const setBones = useCamerasView((s) => s.setShowObservedBones);
  return (
    <div className="cameras-toolbar" role="toolbar" aria-label={`${cameraName} view`}>
      <button type="button" onClick={onFit} disabled={fitted} title="Fit the whole image (0 or F)">
        Fit
      </button>
      <button type="button" onClick={() => onZoom(1 / ZOOM_STEP)} disabled={zoom <= 1} aria-label="Zoom out" title="Zoom out (−)">
        −
      </button>
      <button type="button" onClick={() => onZoom(ZOOM_STEP)} aria-label="Zoom in" title="Zoom in (+)">
        +
      </button>
      <output className="cameras-zoom" aria-label={`${cameraName} zoom`} data-zoom={zoom}>
        {Math.round(zoom * 100)} %
      </output>
      <label title="Join the observed points by the plan's bones: a swapped label shows as a crossed limb">
        <input type="checkbox" checked={bones} onChange={(event) => setBones(event.target.checked)} /> Bones
      </label>
    </div>
  );
}
