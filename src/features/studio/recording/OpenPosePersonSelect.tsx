export interface OpenPosePersonSelectProps {
  /** Which person of each OpenPose frame; undefined: the first listed (index 0). */
  value: number | 'largest' | undefined;
  onChange: (person: number | 'largest' | undefined) => void;
}

/**
 * OpenPose lists people per frame without tracking them: the first listed (right when one person
 * was filmed) or, when bystanders pass, the one whose keypoints span the largest box.
 */
export function OpenPosePersonSelect({ value, onChange }: OpenPosePersonSelectProps) {
  return (
    <label className="studio-search">
      OpenPose person
      <select value={value === 'largest' ? 'largest' : ''} onChange={(e) => onChange(e.target.value === 'largest' ? 'largest' : undefined)}>
        <option value="">The first listed in each frame</option>
        <option value="largest">The largest in each frame</option>
      </select>
    </label>
  );
}
