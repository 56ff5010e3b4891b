import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading. When the customer moves to a step, focus goes to its heading so that screen
 * readers announce the new step and the keyboard continues from there.
 */
export function StepHeading({
  id,
  focus,
  children,
}: {
  id: string;
  focus: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // With the step's first paint: the step arrives from history too, a render after the click.
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      className="mb-6 text-2xl font-semibold text-brand-900 outline-none"
    >
      {children}
    </h2>
  );
}
