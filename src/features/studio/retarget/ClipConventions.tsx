import { NumberField } from '../ik/NumberField.tsx';
import { fpsText } from '../recording/fpsText.ts';
import { useRetarget, useRetargetSession } from './useRetargetSession.ts';

/** The clip's detected up axis, unit and frame rate, each one selectable (the clip is read again with them). */
export function ClipConventions() {
  const session = useRetargetSession();
  const clip = useRetarget((s) => s.clip);
  const fps = useRetarget((s) => s.fps);
  if (clip === null) return null;
  const { motion } = clip;
  const kind = motion.parents.every((p) => p < 0) ? 'markers' : 'joints';
  return (
    <div className="retarget-conventions">
      <p role="status" aria-label="Motion clip">
        {clip.fileName}: {motion.frameCount} frames at {fpsText(fps ?? motion.fps)} fps, {motion.names.length} {kind}
      </p>
      <div className="studio-row">
        <label>
          Up axis
          <select value={motion.conventions.up} onChange={(e) => void session.setOverrides({ up: e.target.value as 'y' | 'z' })}>
            <option value="y">Y up</option>
            <option value="z">Z up</option>
          </select>
        </label>
        <label>
          Unit
          <select value={motion.conventions.unit} onChange={(e) => void session.setOverrides({ unit: e.target.value as 'mm' | 'cm' | 'm' })}>
            <option value="mm">mm</option>
            <option value="cm">cm</option>
            <option value="m">m</option>
          </select>
        </label>
        <label>
          Frame rate (fps)
          <NumberField label="Frame rate (fps)" value={fps ?? motion.fps} digits={3} onCommit={(v) => session.setFps(v > 0 ? v : null)} />
        </label>
      </div>
      <p className="studio-muted">Detected: {motion.conventions.detectedFrom}.</p>
    </div>
  );
}
