import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { BranchCard } from '#web/features/branches/components/branch-card.tsx';
import { useBusinessProfile } from '#web/features/bureau/api/get-business.ts';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';

// The map is extra: the page is complete without it, so it arrives as a chunk of its own.
const BranchMap = lazy(async () => ({
  default: (await import('#web/features/branches/components/branch-map.tsx')).BranchMap,
}));

const headingClass = 'text-2xl font-bold text-brand-900';

export function ContactRoute() {
  const branches = useBranches();
  const { data: business } = useBusinessProfile();
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Call, e-mail or visit one of our branches, or send us a message. Branch addresses, phone numbers and opening hours."
      />
      <PageHero title="Contact Us">
        <p>Questions about an order, a currency or a branch? We're here to help.</p>
      </PageHero>

      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="message-heading" className="space-y-4">
          <h2 id="message-heading" className={headingClass}>
            Send us a message
          </h2>
          <ContactForm />
        </section>

        <section id="support" aria-labelledby="support-heading" className="scroll-mt-4 space-y-4">
          <h2 id="support-heading" className={headingClass}>
            Customer support
          </h2>
          {business ? (
            <address className="space-y-2 text-slate-800 not-italic">
              <p>
                Phone:{' '}
                <a
                  href={`tel:${business.phone.replaceAll(' ', '')}`}
                  className="font-medium text-brand-700 underline"
                >
                  {business.phone}
                </a>
              </p>
              <p>
                E-mail:{' '}
                <a
                  href={`mailto:${business.supportEmail}`}
                  className="font-medium text-brand-700 underline"
                >
                  {business.supportEmail}
                </a>
              </p>
              <p>Post: {business.postalAddress}</p>
            </address>
          ) : (
            <QueryFallback isError={false} what="our contact details" />
          )}
          <p className="text-slate-700">
            We answer messages on working days. Already ordered?{' '}
            <Link to="/orderStatus" className="font-medium text-brand-700 underline">
              Check your order status
            </Link>{' '}
            with your order number.
          </p>
        </section>
      </div>

      <section
        id="branches"
        aria-labelledby="branches-heading"
        className="mt-12 scroll-mt-4 space-y-6"
      >
        <h2 id="branches-heading" className={headingClass}>
          Our branches
        </h2>
        {branches.data ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <ul className="grid gap-4 sm:grid-cols-2">
              {branches.data.map((branch) => (
                <li key={branch.key} data-testid="branch">
                  <BranchCard branch={branch} />
                </li>
              ))}
            </ul>
            <Suspense fallback={<QueryFallback isError={false} what="the map" />}>
              <BranchMap branches={branches.data} />
            </Suspense>
          </div>
        ) : (
          <QueryFallback isError={branches.isError} what="our branches" />
        )}
      </section>
    </>
  );
}
