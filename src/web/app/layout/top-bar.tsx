import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../features/auth/components/auth-context.ts';
import { BasketLink } from './basket-link.tsx';
import { MenuDrawer } from './menu-drawer.tsx';

// Only a signed-in visitor has the menu: its code loads with the session that says so.
const UserMenu = lazy(async () => ({
  default: (await import('../../features/auth/components/user-menu.tsx')).UserMenu,
}));

/** Holds the place of the avatar while the menu's code loads, so nothing jumps. */
const avatarPlace = <span aria-hidden="true" className="size-9" />;

const SIGN_IN_CLASS =
  'rounded bg-accent-400 px-4 py-2 text-sm font-semibold whitespace-nowrap text-brand-900';

/**
 * Holds the place of Sign In while the session loads (the prerendered pages show this): most
 * visitors have no session, and at 375 px Sign In takes the room that wraps the trading name onto
 * a second line, so anything narrower here moved the whole page down when Sign In appeared.
 */
const signInPlace = (
  <span aria-hidden="true" className={`invisible ${SIGN_IN_CLASS}`}>
    Sign In
  </span>
);

const NAV_LINKS = [
  { to: '/', label: 'Travel Money' },
  { to: '/exchangeRates', label: 'Exchange Rates' },
  { to: '/termsCoditition', label: 'Terms & Condition' },
  { to: '/privacyPolicy', label: 'Privacy & Policy' },
  { to: '/contact', label: 'Contact Us' },
];

// The customer's own pages: in the menu on small screens (the wide bar keeps the spec's links;
// the footer has these there).
const MENU_ONLY_LINKS = [
  { to: '/orderStatus', label: 'My order' },
  { to: '/rateAlerts', label: 'Rate alerts' },
];

interface TopBarProps {
  tradingName: string;
  moneyTransferUrl: string | undefined;
}

export function TopBar({ tradingName, moneyTransferUrl }: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, loading } = useAuth();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded px-3 py-2 text-sm font-medium hover:bg-brand-700 ${isActive ? 'bg-brand-700' : ''}`;

  const links = (listClass: string, extra: typeof NAV_LINKS = []) => (
    <ul className={listClass}>
      {[...NAV_LINKS, ...extra].map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end className={linkClass} onClick={() => setMenuOpen(false)}>
            {label}
          </NavLink>
        </li>
      ))}
      {moneyTransferUrl && (
        <li>
          <a href={moneyTransferUrl} className={linkClass({ isActive: false })}>
            Send Money
          </a>
        </li>
      )}
    </ul>
  );

  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-base font-bold tracking-tight sm:text-lg">
          {tradingName}
        </Link>
        {/* Held to the left, after the name: Send Money joins the end of the links once the
            business's details arrive, and nothing before it moves. */}
        <nav aria-label="Main" className="hidden lg:block lg:flex-1">
          {links('flex items-center gap-1')}
        </nav>
        <div className="flex items-center gap-2">
          <BasketLink />
          {user ? (
            <Suspense fallback={avatarPlace}>
              <UserMenu user={user} />
            </Suspense>
          ) : loading ? (
            signInPlace
          ) : (
            <Link to="/signIn" className={`${SIGN_IN_CLASS} hover:brightness-95`}>
              Sign In
            </Link>
          )}
          <button
            type="button"
            className="rounded px-3 py-2 text-sm font-medium hover:bg-brand-700 lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="menu-drawer"
            onClick={() => setMenuOpen(true)}
          >
            Menu
          </button>
        </div>
      </div>
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)}>
        <nav aria-label="Main">{links('space-y-1', MENU_ONLY_LINKS)}</nav>
      </MenuDrawer>
    </header>
  );
}
