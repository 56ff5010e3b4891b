import { Link } from 'react-router';
import type { TransferProvider } from '#shared/schemas/business.ts';

const STEPS = [
  'Choose a provider below and open an account with them. They will check your identity, as the law requires of every money transmitter.',
  'Tell them who you are sending to, in which country and currency, and how the money should arrive: into a bank account, to a mobile wallet or for cash pick-up.',
  'Check their exchange rate and fee before you confirm: together they decide how much arrives. Compare them with the mid-market rate on our Exchange Rates page.',
  'Pay the provider. They send the money and give you a reference to follow it.',
];

/** How international transfers work through the transfer partners, and who they are. */
export function TransferGuide({ providers }: { providers: TransferProvider[] }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="transfer-how" className="max-w-3xl space-y-4 text-slate-700">
        <h2 id="transfer-how" className="text-2xl font-bold text-brand-900">
          How sending money abroad works
        </h2>
        <p>
          We exchange cash in our branches; we do not send money abroad ourselves. International
          transfers are made by third-party money-transfer providers. Before you use one, check that
          it is authorised by the Financial Conduct Authority on the FCA register. Your contract for
          a transfer is with the provider: their terms, fees, rates and privacy notice apply, and we
          do not see or keep the details you give them.
        </p>
        <ol className="list-decimal space-y-2 pl-6">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Be wary of anyone who asks you to send money to someone you have not met, to pay a prize
          fee or to move money &ldquo;to keep it safe&rdquo;: these are common scams. See our{' '}
          <Link to="/termsCoditition#fraud-awareness" className="text-brand-700 underline">
            fraud awareness advice
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="transfer-providers" className="max-w-3xl">
        <h2 id="transfer-providers" className="text-2xl font-bold text-brand-900">
          Our transfer partners
        </h2>
        {providers.length > 0 ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {providers.map((provider) => (
              <li key={provider.url}>
                <a
                  href={provider.url}
                  rel="noopener noreferrer"
                  className="block rounded-lg bg-white p-5 font-semibold text-brand-700 shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
                >
                  {provider.name}
                  <span className="mt-1 block text-sm font-normal text-slate-600">
                    Opens {new URL(provider.url).host}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">
            We are not recommending a transfer partner at the moment. For cash to take abroad, use{' '}
            <Link to="/" className="text-brand-700 underline">
              Click &amp; Collect
            </Link>
            ; for anything else,{' '}
            <Link to="/contact" className="text-brand-700 underline">
              contact us
            </Link>{' '}
            and we will point you in the right direction.
          </p>
        )}
      </section>
    </div>
  );
}
