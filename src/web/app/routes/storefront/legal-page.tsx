import type { ReactNode } from 'react';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useBusinessProfile } from '#web/features/bureau/api/get-business.ts';

interface LegalPageProps {
  title: string;
  description: string;
  /** The text, which names the business it is from. */
  children: (business: BusinessProfile) => ReactNode;
}

/** A legal text under its hero, once the business it names is known. */
export function LegalPage({ title, description, children }: LegalPageProps) {
  const business = useBusinessProfile();
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHero title={title} />
      {business.data ? (
        children(business.data)
      ) : (
        <QueryFallback isError={business.isError} what="this page" />
      )}
    </>
  );
}
