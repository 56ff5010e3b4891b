import { useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import { WAYS } from '#shared/domain/pricing.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { OrderWizard } from '#web/features/order/components/order-wizard.tsx';
import { NotFoundRoute } from './not-found.tsx';

const PAGES = {
  Order: {
    title: 'Order travel money',
    description:
      'Reserve foreign currency online at our online rate and collect it in branch: build your basket, choose a branch and a day, and print your confirmation.',
  },
  Sell: {
    title: 'Sell travel money',
    description:
      'Sell your leftover foreign currency back to us: build your basket, choose where and when to drop it off, and we pay you in cash.',
  },
} as const;

/** An amount to fill in: whole or to the penny, as a link gives it; anything else is ignored. */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * `/purchase/{currency}/{Order|Sell}`: the order wizard for one way. `?amount=` fills in what the
 * customer gives (GBP for Click & Collect), ready to add to the basket.
 */
export function PurchaseRoute() {
  const params = useParams();
  const amount = useSearchParams()[0].get('amount');
  const currencies = useCurrencies();
  // The wizard mounts as a deferred update, yielding to the browser as it goes.
  const rates = useDeferredValue(currencies.data);
  // Paths match case-insensitively, so /purchase/eur/order is the Order page too.
  const way = WAYS.find((candidate) => candidate.toLowerCase() === params.way?.toLowerCase());
  if (!way) return <NotFoundRoute />;
  const code = params.currency?.toUpperCase() ?? DEFAULT_CURRENCY;
  const page = PAGES[way];

  return (
    <div className="mx-auto max-w-5xl space-y-6 py-8">
      <PageMeta title={page.title} description={page.description} />
      <h1 className="text-3xl font-bold text-brand-900 print:hidden">{page.title}</h1>
      {/* What the page is for, in the prerendered page: the largest text of the first paint. */}
      <p className="max-w-3xl text-lg text-slate-700 print:hidden">{page.description}</p>
      {!rates && !currencies.isError && <LoadingStatus label="Loading our rates…" fillScreen />}
      {currencies.isError && !currencies.data && (
        <p role="alert" className="text-red-700">
          We couldn't load our rates. Please try again in a moment.
        </p>
      )}
      {rates && (
        <OrderWizard
          key={`${way}/${code}`}
          way={way}
          currencies={rates}
          initialCode={code}
          initialAmount={amount !== null && AMOUNT.test(amount) ? amount : undefined}
        />
      )}
    </div>
  );
}
