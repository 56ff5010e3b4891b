import type { ReactNode } from 'react';

/** A numbered heading and its paragraphs; `id` lets other pages link straight to it. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="scroll-mt-4 space-y-3">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}
