import type { FootState, JointProblem } from '../../../bodyplan/retarget/report/frameFlags.ts';
import { RETARGET_FLAG_COLOURS, rgbCss } from '../scene/skeletonStyle.ts';
import { useRetargetFrameFlags } from './useShownRetarget.ts';

const KEYS: { kind: FootState | JointProblem; text: string }[] = [
  { kind: 'contact', text: 'Foot in contact' },
  { kind: 'skating', text: 'Skating' },
  { kind: 'below', text: 'Below the floor' },
  { kind: 'limit', text: 'Past a limit' },
  { kind: 'speed', text: 'Over speed' },
  { kind: 'spike', text: 'Acceleration spike' },
];

const SAYS: Record<FootState | JointProblem, string> = {
  contact: 'in contact',
  skating: 'skating',
  below: 'below the floor',
  limit: 'past its limit',
  speed: 'over its speed limit',
  spike: 'with an acceleration spike',
};

/**
 * The 3D view's key to a retarget's colours (PlanScene colours the joints), and what they say at the
 * timeline's current frame in words. Only while a retarget's result is on the timeline.
 */
export function RetargetFrameLegend() {
  const shown = useRetargetFrameFlags();
  if (!shown) return null;
  const { frame, flags } = shown;
  const said = [...flags.feet.map((foot) => `${foot.link} ${SAYS[foot.state]}`), ...flags.joints.map((joint) => `${joint.dof} ${SAYS[joint.problem]}`)];
  return (
    <section
      className="retarget-frame-legend"
      aria-label="Retarget colours"
      data-frame={frame}
      data-feet={flags.feet.map((foot) => `${foot.link}:${foot.state}`).join(' ')}
      data-joints={flags.joints.map((joint) => `${joint.dof}:${joint.problem}`).join(' ')}
    >
      <ul aria-label="Colour key">
        {KEYS.map((key) => (
          <li key={key.kind}>
            <span className="retarget-frame-swatch" aria-hidden="true" style={{ background: rgbCss(RETARGET_FLAG_COLOURS[key.kind]) }} />
            {key.text}
          </li>
        ))}
      </ul>
      <p className="retarget-frame-now">
        Frame {frame + 1}: {said.length === 0 ? 'no foot down, no joint past a limit, over speed or with a spike' : said.join('; ')}
      </p>
    </section>
  );
}
