import { PrivacyNotice } from '#web/features/legal/components/privacy-notice.tsx';
import { LegalPage } from './legal-page.tsx';

export function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy notice"
      description="What personal data we collect, why, how long we keep it, how we protect it, your rights and how to complain."
    >
      {(business) => <PrivacyNotice business={business} />}
    </LegalPage>
  );
}
