import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { labelPriority, placeLabels, type LabelCandidate } from '../model/view/labelPlacement.ts';
import { planToWorldMatrix } from '../scene/planSpace.ts';
import { useStudio, useStudioStore } from '../store/useStudio.ts';

const FONT = '12px system-ui, sans-serif';
/** The selected joint's label is bold (studioView.css), so it is measured bold: about 8 % wider. */
const SELECTED_FONT = `600 ${FONT}`;
const LABEL_HEIGHT = 14;
/** Joints tried per frame: enough for any view a label fits in, bounded for 10,000-joint plans. */
const MAX_CANDIDATES = 2000;

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** A label's drawn width in `font`, with its 2 px padding each side. */
function labelWidth(text: string, font: string): number {
  measuringContext ??= document.createElement('canvas').getContext('2d');
  if (!measuringContext) return text.length * 7.5 + 4;
  measuringContext.font = font;
  return measuringContext.measureText(text).width + 4;
}

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
  const widths = useMemo(() => outline?.joints.map((j) => labelWidth(j.name, FONT)) ?? [], [outline]);
  const selectedWidth = useMemo(() => {
    const name = selected === null ? undefined : outline?.joints[selected]?.name;
    return name === undefined ? 0 : labelWidth(name, SELECTED_FONT);
  }, [outline, selected]);
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
  useEffect(() => invalidate(), [order, widths, selectedWidth, toWorld, invalidate]);

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
      const width = joint === selected ? selectedWidth : (widths[joint] ?? 40);
      candidates.push({ joint, x, y, width, height: LABEL_HEIGHT, required: n < required });
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
