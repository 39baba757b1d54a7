import { useRef } from 'react';
import { useOpenBodyPlan } from './useOpenBodyPlan.ts';

/** The file picker: a real button opening a hidden file input. */
export function OpenBodyPlanButton() {
  const input = useRef<HTMLInputElement>(null);
  const { openFile } = useOpenBodyPlan();
  return (
    <>
      <button type="button" className="studio-primary" onClick={() => input.current?.click()}>
        Open body plan
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json,.urdf,.xml"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void openFile(file, 'file');
        }}
      />
    </>
  );
}
