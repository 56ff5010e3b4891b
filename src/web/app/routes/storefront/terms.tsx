import { TermsOfBusiness } from '#web/features/legal/components/terms-of-business.tsx';
import { LegalPage } from './legal-page.tsx';

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms and conditions"
      description="The terms of ordering and selling back currency: who can order, ID, rates, collection, refunds and complaints."
    >
      {(business) => <TermsOfBusiness business={business} />}
    </LegalPage>
  );
}
