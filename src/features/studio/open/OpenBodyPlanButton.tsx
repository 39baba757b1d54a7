import { useRef } from 'react';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';

/**
 * The file picker: a real button opening a hidden file input. Several files may be chosen at once:
 * a URDF or MJCF model with its mesh files (STL, OBJ, Collada) and MJCF include files.
 */
export function OpenBodyPlanButton() {
  const input = useRef<HTMLInputElement>(null);
  const { openFiles } = useOpenBodyPlan();
  return (
    <>
      <button type="button" className="studio-primary" onClick={() => input.current?.click()}>
        Open body plan
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json,.urdf,.xml,.stl,.obj,.dae"
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) void openFiles(files, 'file');
        }}
      />
    </>
  );
}
