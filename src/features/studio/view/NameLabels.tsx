import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { labelPriority, placeLabels, type LabelCandidate } from '../model/view/labelPlacement.ts';
import { planToWorldMatrix } from '../scene/planSpace.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

const FONT = '12px system-ui, sans-serif';
const LABEL_HEIGHT = 14;
/** Joints tried per frame: enough for any view a label fits in, bounded for 10,000-joint plans. */
const MAX_CANDIDATES = 2000;

/**
 * Always-on joint names over the 3D view, decluttered: each frame the joints are projected and
 * placed greedily (the selection and its children first, then parents before children); a label
 * that would overlap one already placed is left out, except the selection's and its children's,
 * which move to the nearest free row. The labels are plain DOM spans in an
 * overlay over the canvas (no pointer events), reused from frame to frame.
 */
export function NameLabels() {
  const store = useStudioStore();
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const model = useStudio((s) => s.shownPlan?.model ?? null);
  const outline = useStudio((s) => s.shownPlan?.outline ?? null);
  const selected = useStudio((s) => s.selectedJoint);
  const upAxis = useStudio((s) => s.view.upAxis);
  const layer = useRef<HTMLDivElement | null>(null);
  const spans = useRef<HTMLSpanElement[]>([]);
  const measure = useMemo(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (context) context.font = FONT;
    return (text: string) => (context ? context.measureText(text).width : text.length * 7) + 4;
  }, []);
  const widths = useMemo(() => outline?.joints.map((j) => measure(j.name)) ?? [], [outline, measure]);
  const order = useMemo(() => (model ? labelPriority(model.order, selected, model.children).slice(0, MAX_CANDIDATES) : []), [model, selected]);
  const toWorld = useMemo(() => planToWorldMatrix(upAxis), [upAxis]);

  useEffect(() => {
    const host = gl.domElement.parentElement;
    if (!host) return;
    const div = document.createElement('div');
    div.className = 'studio-name-labels';
    div.setAttribute('aria-hidden', 'true');
    host.appendChild(div);
    layer.current = div;
    invalidate();
    return () => {
      div.remove();
      layer.current = null;
      spans.current = [];
    };
  }, [gl, invalidate]);
  useEffect(() => invalidate(), [order, widths, toWorld, invalidate]);

  useFrame(({ camera, size }) => {
    const div = layer.current;
    const fk = store.getKinematics();
    if (!div || !fk || !outline || !model) return;
    const k = fk.keypoints;
    const point = new Vector3();
    const candidates: LabelCandidate[] = [];
    const required = selected === null ? 0 : 1 + (model.children[selected]?.length ?? 0);
    for (const [n, joint] of order.entries()) {
      if (joint >= model.jointCount) continue;
      point.set(k[3 * joint]!, k[3 * joint + 1]!, k[3 * joint + 2]!).applyMatrix4(toWorld).project(camera);
      if (point.z > 1 || point.z < -1) continue;
      const x = ((point.x + 1) / 2) * size.width + 5;
      const y = ((1 - point.y) / 2) * size.height - LABEL_HEIGHT / 2;
      candidates.push({ joint, x, y, width: widths[joint] ?? 40, height: LABEL_HEIGHT, required: n < required });
    }
    const placed = placeLabels(candidates, size);
    while (spans.current.length < placed.length) {
      const span = document.createElement('span');
      span.className = 'studio-name-label';
      div.appendChild(span);
      spans.current.push(span);
    }
    spans.current.forEach((span, n) => {
      const box = placed[n];
      span.hidden = !box;
      if (!box) return;
      const name = outline.joints[box.joint]?.name ?? '';
      if (span.textContent !== name) span.textContent = name;
      span.dataset.joint = String(box.joint);
      span.classList.toggle('is-selected', box.joint === selected);
      span.style.transform = `translate(${Math.round(box.x)}px, ${Math.round(box.y)}px)`;
    });
  });
  return null;
}
