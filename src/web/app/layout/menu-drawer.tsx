import { useEffect, useRef, type ReactNode } from 'react';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The small-screen menu: a modal dialog sliding in from the right (the spec's 250 px, 500 ms).
 * As a modal it keeps focus inside, leaves the page behind inert, closes on Escape and hands
 * focus back to the button that opened it; a click on the backdrop closes it too.
 */
export function MenuDrawer({ open, onClose, children }: MenuDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id="menu-drawer"
      aria-label="Menu"
      onClose={onClose}
      // The panel fills the dialog, so a click whose target is the dialog itself hit the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[250px] max-w-[85vw] translate-x-full bg-brand-900 p-0 text-white transition-[translate,display,overlay] transition-discrete duration-500 backdrop:bg-black/40 open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full lg:hidden"
    >
      <div className="flex h-full flex-col p-4">
        <div className="mb-4 flex items-center justify-between">
          <p className="text-lg font-bold">Menu</p>
          <button
            type="button"
            onClick={onClose}
            className="rounded px-3 py-2 text-sm font-medium hover:bg-brand-700"
          >
            Close
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
