import { useEffect, useState } from 'react';
import { posablePlan } from '../model/openPlan/index.ts';
import { AnnouncementThrottle, poseChangeSentence, selectionSentence } from '../model/announcements.ts';
import { useStudioStore } from '../store/useStudio.ts';

const INTERVAL_MS = 1000;

/**
 * A polite live region that reads out the selection and pose changes as short sentences, at most
 * one a second (a slider drag or a hinge drag reads its latest value, not every step). Pose changes
 * from recording playback and seeking are not read: the timeline's time readout says where it is.
 */
export function StudioAnnouncer() {
  const store = useStudioStore();
  const [sentence, setSentence] = useState('');
  useEffect(() => {
    const throttle = new AnnouncementThrottle(
      INTERVAL_MS,
      () => performance.now(),
      (run, delay) => {
        const id = setTimeout(run, delay);
        return { cancel: () => clearTimeout(id) };
      },
      setSentence,
    );
    let previous = store.api.getState();
    // The recording frame the last pose change was seen at: a pose change at another frame is a seek
    // (the slice sets the frame, then shows that frame's pose).
    let posedAtFrame = previous.recording.frame;
    const unsubscribe = store.api.subscribe((state) => {
      const before = previous;
      previous = state;
      const plan = posablePlan(state.studio);
      // Another plan (opened, or a new document) brings its own selection and pose: the 3D view's
      // name says which plan is open; nothing to read here.
      if (plan?.source.name !== posablePlan(before.studio)?.source.name) return;
      const names = plan?.model?.jointNames ?? null;
      if (state.studio.selectedJoint !== before.studio.selectedJoint) {
        throttle.push(selectionSentence(names, state.studio.selectedJoint));
        return;
      }
      const pose = state.studio.pose;
      const was = before.studio.pose;
      if (!plan || !pose || !was || pose === was) return;
      // Playback and seeking pose the plan frame by frame: the timeline's time readout tells where it is.
      const seeking = state.recording.playing || state.recording.frame !== posedAtFrame;
      posedAtFrame = state.recording.frame;
      if (seeking) return;
      const said = poseChangeSentence(plan.controls, was, pose, state.studio.view.angleUnit);
      if (said !== null) throttle.push(said);
    });
    return () => {
      unsubscribe();
      throttle.dispose();
    };
  }, [store]);
  return (
    <div className="studio-visually-hidden studio-announcer" aria-live="polite" aria-atomic="true">
      {sentence}
    </div>
  );
}
