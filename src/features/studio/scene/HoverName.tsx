import { useEffect, useState, type RefObject } from 'react';
import { useStudio } from '../store/useStudio.ts';

/** The hovered joint's name next to the pointer while the pointer is over the 3D view. */
export function HoverName({ container }: { container: RefObject<HTMLElement | null> }) {
  const name = useStudio((s) => (s.hoveredJoint === null ? null : (s.plan?.outline.joints[s.hoveredJoint]?.name ?? null)));
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onMove = (event: PointerEvent) => {
      const rect = element.getBoundingClientRect();
      setPointer({ x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    const onLeave = () => setPointer(null);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [container]);
  if (!name || !pointer) return null;
  return (
    <span className="studio-hover-label" style={{ position: 'absolute', left: pointer.x + 12, top: pointer.y + 12, pointerEvents: 'none' }}>
      {name}
    </span>
  );
}
