import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useBusinessProfile } from '#web/features/bureau/api/get-business.ts';
import { TransferGuide } from '#web/features/send-money/components/transfer-guide.tsx';

export function SendMoneyRoute() {
  const business = useBusinessProfile();
  return (
    <>
      <PageMeta
        title="Send money abroad"
        description="How international money transfers work through our third-party transfer partners."
      />
      <PageHero title="Send money abroad">
        <p>International transfers through trusted third-party providers.</p>
      </PageHero>
      <div id="send-money" className="scroll-mt-4">
        {business.data ? (
          <TransferGuide providers={business.data.transferProviders} />
        ) : (
          <QueryFallback isError={business.isError} what="our transfer partners" />
        )}
      </div>
    </>
  );
}
