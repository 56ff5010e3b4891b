import type { ReactNode } from 'react';

/** A form's problem as a whole (usually the server's message), announced to screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800">
      {children}
    </p>
  );
}
