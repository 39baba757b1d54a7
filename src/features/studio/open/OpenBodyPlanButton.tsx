import { useRef } from 'react';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';

/**
 * The file picker: a real button opening a hidden file input. Several files may be chosen at once:
 * a URDF, MJCF or xacro model with its mesh files (STL, OBJ, Collada) and include files. "Open
 * folder" takes a whole folder (a robot description repository as published).
 */
export function OpenBodyPlanButton() {
  const input = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const { openFiles } = useOpenBodyPlan();
  return (
    <>
      <button type="button" className="studio-primary" onClick={() => input.current?.click()}>
        Open body plan
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json,.urdf,.xml,.xacro,.stl,.obj,.dae"
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
      <button type="button" onClick={() => folder.current?.click()}>
        Open folder
      </button>
      <input
        ref={folder}
        type="file"
        // A whole folder, with each file's path inside it (webkitRelativePath).
        {...{ webkitdirectory: '' }}
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
