import { Link } from 'react-router';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import { registrations } from '#web/lib/registrations.ts';
import { LegalSection } from './legal-section.tsx';

/** The terms and conditions of ordering and selling currency, in plain English. */
export function TermsOfBusiness({ business }: { business: BusinessProfile }) {
  const { tradingName, legalName, postalAddress, phone, supportEmail } = business;
  return (
    <article className="mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-800">
      <p>
        These terms apply when you reserve currency with Click &amp; Collect, arrange to sell
        currency back with Click &amp; Sell, or use our website. Please read them before you place
        an order: placing an order means you accept them. If anything is unclear, ask us before you
        order.
      </p>

      <LegalSection title="1. Who we are">
        <p>
          {tradingName} is a trading name of {legalName}, {postalAddress}. You can reach us on{' '}
          {phone}, by e-mail at {supportEmail}, or in any of our branches.
        </p>
        {registrations(business).map((line) => (
          <p key={line} data-testid="registration">
            {line}.
          </p>
        ))}
      </LegalSection>

      <LegalSection title="2. Who can use our service">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            You must be 18 or over to place an order, collect currency or sell currency to us.
          </li>
          <li>
            You must bring valid government-issued photo ID to the branch: a passport, a full UK or
            European photo driving licence, or a European national identity card.
          </li>
          <li>
            For larger transactions, or when our checks require it, you must also show proof of
            address dated within the last 90 days, such as a utility bill, a bank or building
            society statement or a council tax bill. We may ask where the money comes from.
          </li>
          <li>
            You must act for yourself. We cannot complete an order for someone else, and the person
            collecting must be the person named on the order.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Ordering online">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            An online order is a reservation of currency at the rate shown in your basket. You pay
            in the branch when you collect; we take no payment online.
          </li>
          <li>
            A rate in your basket is held for 30 minutes. After that the item is removed and you can
            add it again at the rate of the moment. If our rates change while you check out, we tell
            you and show the new price before anything is ordered.
          </li>
          <li>
            A basket holds up to 4 currencies, all Click &amp; Collect or all Click &amp; Sell.
            Click &amp; Collect is sold in multiples of £10: we drop any pence and round the pounds
            up to the next £10. Orders above our online limit are arranged in branch.
          </li>
          <li>
            Our online rates may differ from the rates in our branches. The rate on your order
            confirmation is the rate you get for that order.
          </li>
          <li>We charge 0% commission. The rate includes our margin and is the whole price.</li>
          <li>
            Orders are subject to the stock and denominations available. If we cannot supply your
            currency, a member of our team will contact you before you travel to the branch.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Collecting your order (Click & Collect)">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Please collect your order on the day you place it, within the branch's opening hours,
            from the branch you chose.
          </li>
          <li>
            Bring your order number or the printed confirmation, and your photo ID. To pay by card,
            bring the card: it must be in the name on the order.
          </li>
          <li>
            An order not collected within 3 months is cancelled. If you have paid anything towards
            it, we refund you as described in section 6.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="5. Selling currency to us (Click & Sell)">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Bring the notes and your photo ID to the branch you chose. We pay you in pounds at the
            rate on your confirmation, for the notes we accept.
          </li>
          <li>
            We check every note. We may refuse notes that are damaged, withdrawn from circulation or
            that we believe are not genuine, and we must report suspected counterfeits.
          </li>
          <li>We buy back banknotes only, not coins.</li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Cancelling and refunds">
        <p>
          You can cancel an order at any time before you collect it by contacting the branch or our
          support team; as you pay in branch, there is usually nothing to refund. Where we do owe
          you money, for example when a card payment was taken twice or we could not supply currency
          you paid for, we refund it to the way you paid within 15 business days.
        </p>
        <p>
          We do not take back currency we have sold you at the price you paid: to change it back to
          pounds, sell it to us with Click &amp; Sell at the rate of the day.
        </p>
      </LegalSection>

      <LegalSection id="fraud-awareness" title="7. Money laundering checks and fraud awareness">
        <p>
          The law requires us to know who our customers are and to report suspicious transactions.
          We may ask questions, ask for more documents, delay or refuse a transaction, and we cannot
          always tell you why.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            We will never ask for your card PIN, your online banking passwords or one-time codes, by
            phone, e-mail or message.
          </li>
          <li>
            Be wary of anyone who asks you to buy currency for them, to carry cash for someone else,
            or to pay a fee to release a prize, an inheritance or a loan.
          </li>
          <li>
            If you think you have been targeted, stop, tell us, and report it to Action Fraud on
            0300 123 2040 or at actionfraud.police.uk.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="8. Your account">
        <p>
          You do not need an account to order. If you create one, keep your password to yourself and
          tell us straight away if you think someone else has used your account.
        </p>
      </LegalSection>

      <LegalSection title="9. Our responsibility to you">
        <p>
          We are responsible for losses you suffer that are a foreseeable result of our breaking
          these terms or failing to use reasonable care. We are not responsible for losses we could
          not foresee, for business losses, or for delays caused by events beyond our control.
          Nothing in these terms limits our liability where the law does not allow it, or your
          rights as a consumer.
        </p>
      </LegalSection>

      <LegalSection title="10. Complaints">
        <p>
          If you are unhappy with our service, tell us: in branch, on {phone} or at {supportEmail}.
          How we handle complaints, and how long we take, is set out in our{' '}
          <Link to="/privacyPolicy#complaints" className="text-brand-700 underline">
            complaints procedure
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="11. Changes and the law that applies">
        <p>
          We may update these terms; the version on this page when you place an order applies to
          that order. These terms are governed by the law of England and Wales, and you can bring a
          claim in the courts of the part of the United Kingdom where you live.
        </p>
      </LegalSection>
    </article>
  );
}
