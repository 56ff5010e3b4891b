import type { Ref } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, type SessionUser } from '#shared/schemas/user.ts';
import { useSignOut } from '../../features/auth/api/sign-out.ts';
import { OrderSearch } from '../../features/dashboard-orders/components/order-search.tsx';
import { useBranches } from '../../lib/api/get-branches.ts';
import { branchNames, listNames } from '../../lib/branch-names.ts';
import { toast } from '../../lib/toast.ts';

interface DashboardHeaderProps {
  user: SessionUser;
  /** The drawer's opener, shown below the lg breakpoint. */
  menuButtonRef: Ref<HTMLButtonElement>;
  drawerOpen: boolean;
  onOpenMenu: () => void;
}

const buttonClass = 'rounded px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-700';

/** "Staff at Worthing", "Admin", "user": what the signed-in user may do. */
function RoleNote({ user }: { user: SessionUser }) {
  const branches = useBranches().data ?? [];
  if (user.role !== 'Staff') return <>{user.role}</>;
  return <>Staff at {listNames(branchNames(user.branches, branches))}</>;
}

/**
 * The dashboard's bar on every width: the menu's opener below lg, the order search, who is signed
 * in with their role (and a Staff member's branches), and Sign out.
 */
export function DashboardHeader({
  user,
  menuButtonRef,
  drawerOpen,
  onOpenMenu,
}: DashboardHeaderProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();

  function leave() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(AUTH_MESSAGES.signedOut);
        navigate('/signIn', { replace: true });
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-brand-900 px-4 py-3 text-white">
      <button
        ref={menuButtonRef}
        type="button"
        aria-expanded={drawerOpen}
        aria-controls="dashboard-drawer"
        onClick={onOpenMenu}
        className={`${buttonClass} lg:hidden`}
      >
        Menu
      </button>
      <p className="min-w-0 flex-1 text-sm">
        Signed in as <span className="font-semibold break-all">{user.email}</span>
        <span className="text-slate-300">
          {' · '}
          <RoleNote user={user} />
        </span>
      </p>
      <button
        type="button"
        onClick={leave}
        disabled={signOut.isPending}
        className={`${buttonClass} border border-white/40 disabled:opacity-60`}
      >
        Sign out
      </button>
      {/* Its own line below lg, where the bar is narrow; hidden while it renders nothing. */}
      <div className="w-full empty:hidden lg:order-first lg:w-auto">
        <OrderSearch />
      </div>
    </header>
  );
}
