import { useId, useState } from 'react';
import { useOrderLimits } from '#web/lib/api/get-order-limits.ts';
import { DEFAULT_LIMITS, faqItems } from './faq-items.ts';
import { FaqIllustration } from './faq-illustration.tsx';

/** The questions as an accordion: at most one answer open; opening one closes the other. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const limits = useOrderLimits().data ?? DEFAULT_LIMITS;
  return (
    <div className="grid items-start gap-8 md:grid-cols-[1fr_2fr]">
      <FaqIllustration />
      <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        {faqItems(limits).map(({ question, answer }, index) => {
          const isOpen = open === index;
          return (
            <li key={question}>
              <h3>
                <button
                  type="button"
                  id={`${id}-q${index}`}
                  aria-expanded={isOpen}
                  aria-controls={`${id}-a${index}`}
                  onClick={() => setOpen(isOpen ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-slate-50"
                >
                  {question}
                  <span aria-hidden="true" className="text-xl">
                    {isOpen ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div
                id={`${id}-a${index}`}
                role="region"
                aria-labelledby={`${id}-q${index}`}
                hidden={!isOpen}
                className="px-5 pb-4 text-slate-700"
              >
                {answer}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
