import { Link, NavLink } from 'react-router';
import type { Role } from '#shared/schemas/user.ts';
import { mayOpen } from '../routes/dashboard/dashboard-access.ts';

const ITEMS = [
  { to: '/dashboard/today', label: 'Today' },
  { to: '/dashboard/Statics', label: 'Statics' },
  { to: '/dashboard/manageOrders', label: 'Pending Orders' },
  { to: '/dashboard/activeOrders', label: 'Accepted Orders' },
  { to: '/dashboard/history', label: 'History' },
  { to: '/dashboard/reviews', label: 'Reviews' },
  { to: '/dashboard/Currency', label: 'Currency' },
  { to: '/dashboard/addCurrency', label: 'Add Currency' },
  { to: '/dashboard/stock', label: 'Stock' },
  { to: '/dashboard/transfers', label: 'Transfers' },
  { to: '/dashboard/day-close', label: 'End of day' },
  { to: '/dashboard/Users', label: 'Users' },
  { to: '/dashboard/Messages', label: 'Messages' },
  { to: '/dashboard/Settings', label: 'Settings' },
  { to: '/dashboard/compliance', label: 'Compliance' },
];

const itemClass = 'block rounded px-3 py-2 font-medium hover:bg-brand-700';

/**
 * The spec's side menu with the screens `role` may open; `onNavigate` lets the drawer close once
 * a page is chosen.
 */
export function DashboardMenu({
  role,
  mlro = false,
  onNavigate,
}: {
  role: Role;
  mlro?: boolean;
  onNavigate: () => void;
}) {
  return (
    <nav aria-label="Dashboard">
      <ul className="space-y-1">
        {ITEMS.filter(({ to }) => mayOpen(role, to, mlro)).map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) => `${itemClass} ${isActive ? 'bg-brand-700' : ''}`}
            >
              {label}
            </NavLink>
          </li>
        ))}
        <li className="mt-4 border-t border-brand-700 pt-4">
          <Link to="/" className={itemClass}>
            Home
          </Link>
        </li>
      </ul>
    </nav>
  );
}
