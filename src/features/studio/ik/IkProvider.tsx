import { useEffect, useState, type ReactNode } from 'react';
import { useStudioStore } from '../useStudio.ts';
import { IkStoreContext, RecordingStoreContext } from './IkContext.ts';
import { createIkStore } from './ikStore.ts';
import { createRecordingStore } from './recordingStore.ts';

/** Gives the Studio page (and its 3D view) the IK mode's and the recordings' stores. */
export function IkProvider({ children }: { children: ReactNode }) {
  const studio = useStudioStore();
  const [ik] = useState(() => createIkStore(studio));
  const [recordings] = useState(() => createRecordingStore(studio));
  useEffect(() => {
    const detachIk = ik.attach();
    const detachRecordings = recordings.attach();
    return () => {
      detachIk();
      detachRecordings();
    };
  }, [ik, recordings]);
  return (
    <IkStoreContext.Provider value={ik}>
      <RecordingStoreContext.Provider value={recordings}>{children}</RecordingStoreContext.Provider>
    </IkStoreContext.Provider>
  );
}
