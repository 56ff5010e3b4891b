import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NOT_VERIFIED_REASON } from '#shared/email-verification.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { toast } from '#web/lib/toast.ts';
import { useAdminCheck } from '../api/get-admin-check.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useSignOut } from '../api/sign-out.ts';
import { UserAvatar } from './user-avatar.tsx';

// AUTH_MESSAGES.signedOut, written out: importing it would bring zod into the entry bundle
// (the test checks the two agree).
export const SIGNED_OUT_MESSAGE = 'Log out successfully';

const itemClass = 'block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100';

/**
 * The signed-in user's avatar, opening a disclosure with their email (and, until it is verified,
 * a way to have the link sent again), the Dashboard link (Admins, and Staff to their Today) and
 * Logout. Escape and a
 * click outside close it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { data: adminCheck } = useAdminCheck(user.email);
  const signOut = useSignOut();
  const resend = useResendVerification();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const inside = event.target instanceof Node && rootRef.current?.contains(event.target);
      if (!inside) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  function logOut() {
    setOpen(false);
    // A failed logout is silently ignored, as the spec asks.
    signOut.mutate(undefined, { onSuccess: () => toast.success(SIGNED_OUT_MESSAGE) });
  }

  function sendLinkAgain() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success(`We have sent a new link to ${user.email}`),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="block rounded-full focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900 focus-visible:outline-none"
      >
        <UserAvatar user={user} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg bg-white p-2 text-slate-900 shadow-lg ring-1 ring-black/10"
        >
          <p className="truncate px-3 py-2 text-sm font-medium text-slate-600" title={user.email}>
            {user.email}
          </p>
          {!user.emailVerified && (
            <p className="px-3 pb-2 text-sm text-slate-600">
              {NOT_VERIFIED_REASON}: follow the link we emailed you.{' '}
              <button
                type="button"
                onClick={sendLinkAgain}
                disabled={resend.isPending}
                className="font-semibold text-brand-700 underline disabled:opacity-60"
              >
                Send the link again
              </button>
            </p>
          )}
          <ul className="border-t border-slate-200 pt-1">
            {(adminCheck?.admin || user.role === 'Staff') && (
              <li>
                <Link
                  to={adminCheck?.admin ? '/dashboard/Currency' : '/dashboard/today'}
                  className={itemClass}
                  onClick={() => setOpen(false)}
                >
                  Dashboard
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={itemClass} onClick={logOut}>
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
