import { Link } from 'react-router';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import { registrations } from '../../lib/registrations.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

// Each anchor leads to the section of the site that answers it.
const ANCHORS = [
  ['/#home', 'Home'],
  ['/#about', 'About'],
  ['/#how-it-works', 'How it works'],
  ['/sendmony#send-money', 'Send money'],
  ['/privacyPolicy#cookies', 'Cookie policy'],
  ['/termsCoditition#fraud-awareness', 'Fraud awareness'],
  ['/contact#branches', 'Agent locations'],
  ['/privacyPolicy#complaints', 'Complaint procedure'],
  ['/#faq', 'Help'],
  ['/orderStatus', 'My order'],
  ['/rateAlerts', 'Rate alerts'],
  ['/contact#support', 'Support'],
  ['/privacyPolicy', 'Privacy policy'],
  ['/termsCoditition', 'Terms'],
] as const;

interface FooterProps {
  business: BusinessProfile | undefined;
}

export function Footer({ business }: FooterProps) {
  // The visitor's year, once the page runs: a page prerendered last December must not disagree.
  const year = useHydrated() ? `${new Date().getFullYear()} ` : '';
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 md:grid-cols-2">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {ANCHORS.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {business && (
          <address className="space-y-1 text-sm not-italic">
            <p>{business.postalAddress}</p>
            <p>
              Phone: <a href={`tel:${business.phone.replaceAll(' ', '')}`}>{business.phone}</a>
            </p>
            <p>
              Support: <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>
            </p>
          </address>
        )}
      </div>
      <div className="space-y-1 border-t border-brand-700 px-4 py-4 text-center text-xs text-slate-300">
        <p>
          © {year}
          {business?.tradingName ?? 'Global Currency Connect'}
          {business && ` is a trading name of ${business.legalName}.`}
        </p>
        {business &&
          registrations(business).map((line) => (
            <p key={line} data-testid="registration">
              {line}
            </p>
          ))}
      </div>
    </footer>
  );
}
