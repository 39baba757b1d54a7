export interface UpAxisSelectProps {
  /** The vertical axis asked for; undefined: the file's own (a .trc is Y-up, a .c3d says or is Z-up). */
  value: 'y' | 'z' | undefined;
  onChange: (upAxis: 'y' | 'z' | undefined) => void;
}

/** The vertical axis of a .trc or .c3d file, for files written against their format's usual convention. */
export function UpAxisSelect({ value, onChange }: UpAxisSelectProps) {
  return (
    <label className="studio-search">
      Up axis (.trc, .c3d)
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value === 'y' || e.target.value === 'z' ? e.target.value : undefined)}>
        <option value="">As the file says</option>
        <option value="y">Y up (OpenSim, Pose2Sim)</option>
        <option value="z">Z up (Vicon, Qualisys)</option>
      </select>
    </label>
  );
}
