import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Escape asks to close; while `busy` (a request in flight) it does nothing. */
  onClose: () => void;
  busy?: boolean;
  /** A dialog whose content moves on (confirm, then done) changes this to move the focus again. */
  step?: string;
  /** The buttons; the one marked `data-autofocus` gets the focus. */
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the page behind inert
 * and gives the focus back to the opener when it closes.
 */
export function ModalDialog({
  open,
  title,
  description,
  onClose,
  busy = false,
  step,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, step]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // The caller closes it, so the open prop stays the truth.
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg bg-white p-6 text-center text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-2xl font-bold text-brand-900">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-3 space-y-1 text-slate-700">
              {description}
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
        </>
      )}
    </dialog>
  );
}
