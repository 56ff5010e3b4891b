import type { BusinessProfile } from '../../../shared/schemas/business.ts';

const ANCHORS = [
  ['home', 'Home'],
  ['about', 'About'],
  ['how-it-works', 'How it works'],
  ['send-money', 'Send money'],
  ['cookie-policy', 'Cookie policy'],
  ['fraud-awareness', 'Fraud awareness'],
  ['agent-locations', 'Agent locations'],
  ['complaint-procedure', 'Complaint procedure'],
  ['help', 'Help'],
  ['support', 'Support'],
  ['privacy-policy', 'Privacy policy'],
  ['terms', 'Terms'],
] as const;

interface FooterProps {
  business: BusinessProfile | undefined;
}

export function Footer({ business }: FooterProps) {
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 md:grid-cols-2">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {ANCHORS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className="hover:text-white hover:underline">
                  {label}
                </a>
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
      <p className="border-t border-brand-700 px-4 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {business?.tradingName ?? 'Global Currency Connect'}
        {business && ` is a trading name of ${business.legalName}.`}
      </p>
    </footer>
  );
}
