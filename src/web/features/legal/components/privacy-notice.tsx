import type { BusinessProfile } from '#shared/schemas/business.ts';
import { LegalSection } from './legal-section.tsx';

/** How the bureau handles personal data, in plain English. */
export function PrivacyNotice({ business }: { business: BusinessProfile }) {
  const { tradingName, legalName, postalAddress, phone, supportEmail } = business;
  return (
    <article className="mx-auto max-w-3xl space-y-8 leading-relaxed text-slate-800">
      <p>
        This notice explains what personal data we collect when you use our website and branches,
        why, how long we keep it and the rights you have. We handle personal data in line with the
        UK General Data Protection Regulation and the Data Protection Act 2018.
      </p>

      <LegalSection title="1. Who we are">
        <p>
          {legalName}, trading as {tradingName}, of {postalAddress}, is the controller of your
          personal data. For anything about your data, write to us at that address, e-mail{' '}
          {supportEmail} or call {phone}.
        </p>
      </LegalSection>

      <LegalSection title="2. Our principles">
        <p>We make sure that personal data is:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>used lawfully, fairly and in a way you can understand;</li>
          <li>collected for clear purposes and not used in ways that do not fit them;</li>
          <li>limited to what we need;</li>
          <li>accurate and kept up to date;</li>
          <li>kept no longer than needed;</li>
          <li>kept secure;</li>
          <li>and that we can show we follow these principles.</li>
        </ul>
      </LegalSection>

      <LegalSection title="3. The data we collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>When you order:</strong> your name, e-mail address and phone number, the
            currencies, amounts and rates, the branch you chose and when you ordered.
          </li>
          <li>
            <strong>In the branch:</strong> the details of the photo ID and any proof of address we
            check, and for larger transactions information about where the money comes from.
          </li>
          <li>
            <strong>If you create an account:</strong> your e-mail address and your password, which
            we store only in a scrambled (hashed) form we cannot read. If you sign in with Google,
            we receive your name, e-mail address and profile photo from Google.
          </li>
          <li>
            <strong>When you contact us:</strong> your name, e-mail address, phone number if you
            give it, and your message.
          </li>
          <li>
            <strong>When you visit the website:</strong> your IP address and the pages requested, in
            our server logs, to keep the service secure. Your basket is kept in your own browser and
            reaches us only when you place the order.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. How we use it, and why we may">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            To take, prepare and complete your orders and to tell you about them: this is needed for
            our contract with you.
          </li>
          <li>
            To check your identity, keep records and report suspicious activity, as the Money
            Laundering Regulations and other laws require.
          </li>
          <li>
            To answer your messages and complaints, protect our customers and systems from fraud and
            misuse, and improve our service: these are our legitimate interests, and we weigh them
            against your rights.
          </li>
          <li>To send you marketing, only if you have agreed to it (see section 8).</li>
        </ul>
        <p>
          We share data only with the companies that run services for us (hosting and e-mail
          delivery), under contracts that protect it; with Google if you choose to sign in with
          Google; and with the police, the National Crime Agency, HM Revenue &amp; Customs or other
          authorities when the law requires. We never sell your data.
        </p>
      </LegalSection>

      <LegalSection title="5. How long we keep it">
        <p>
          We keep records of your transactions and of the identity checks made for them for at least
          5 years from the transaction, as anti-money-laundering law requires, and longer only when
          the law or an open investigation or claim needs it. An account is kept until you ask us to
          close it; messages to us are kept while we deal with them and for the same period as the
          order they concern, if any. Server logs are kept for a short time for security. When data
          is no longer needed, we delete it or make it anonymous.
        </p>
      </LegalSection>

      <LegalSection title="6. How we keep it secure">
        <p>
          Our website is served only over an encrypted connection. Passwords are stored hashed,
          sessions expire after a period of inactivity and can be ended by signing out, and only
          staff who need to see orders can do so; their actions are recorded. We test our systems
          and fix weaknesses promptly. If a breach puts your rights at risk, we will tell you and
          the Information Commissioner's Office as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="7. Cookies and your browser's storage">
        <p>
          We use one strictly necessary cookie to keep you signed in, and a short-lived one while
          you sign in with Google. Your basket is kept in your browser's local storage so that it
          survives a reload. We use no advertising or tracking cookies, so we do not ask for consent
          to them.
        </p>
      </LegalSection>

      <LegalSection title="8. Marketing">
        <p>
          We send marketing e-mails only if you have agreed to receive them, and every e-mail lets
          you stop them in one step. Service messages about your orders, such as your confirmation
          and ready-to-collect e-mail, are not marketing and are always sent.
        </p>
      </LegalSection>

      <LegalSection title="9. Your rights">
        <p>You have the right to:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>get a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have data deleted, unless the law requires us to keep it;</li>
          <li>restrict or object to how we use it, including for marketing at any time;</li>
          <li>receive data you gave us in a portable format;</li>
          <li>withdraw a consent you gave, at any time.</li>
        </ul>
        <p>
          To use a right, contact us at {supportEmail}. It is free, and we reply within one month.
          You may also complain to the Information Commissioner's Office (ico.org.uk, 0303 123
          1113).
        </p>
      </LegalSection>

      <LegalSection id="complaints" title="10. Complaints procedure">
        <p>
          Tell us about any complaint, about your data or our service, in branch, by phone on{' '}
          {phone}, by e-mail at {supportEmail} or by post to {postalAddress}.
        </p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>We acknowledge your complaint within 10 days of receiving it.</li>
          <li>We investigate and send you our full reply within 28 days.</li>
          <li>
            If the complaint is complex, we may need longer: we will tell you why within those 28
            days, and extend the time by up to two more months.
          </li>
        </ol>
        <p>
          If you are not satisfied with our reply about your personal data, you can complain to the
          Information Commissioner's Office.
        </p>
      </LegalSection>

      <LegalSection title="11. Changes to this notice">
        <p>
          We update this notice when the way we handle data changes. The current version is always
          on this page.
        </p>
      </LegalSection>
    </article>
  );
}
