/**
 * What is still example data or unsafe in production, as a list of named checks. Each has a
 * stable `id` and looks at one thing; when it finds a problem it says what it is and how to fix
 * it, naming the dashboard screen or the environment variable. A new check is one more entry.
 */
import type { LatestRatesState } from '#shared/schemas/currency.ts';
import type { GoingLiveItem } from '#shared/schemas/going-live.ts';
import type { Config } from '../../config/env.ts';
import { SEED_BRANCHES, SEED_BUSINESS_PROFILE } from '../../db/seed/bureau.ts';
import referenceRates from '../../db/seed/reference-rates.json' with { type: 'json' };
import type { BranchService } from '#server/modules/branches/index.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import type { SanctionsService } from '#server/modules/sanctions/index.ts';
import type { StockService } from '#server/modules/stock/index.ts';
import type { UserService } from '#server/modules/users/index.ts';

/** What the checks look at: the configuration and the services that know the rest. */
export interface GoingLiveDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  business: Pick<BusinessService, 'profile'>;
  branches: Pick<BranchService, 'list'>;
  stock: Pick<StockService, 'exampleStock'>;
  latestRates: { state(): Promise<Pick<LatestRatesState, 'on' | 'provider' | 'refreshMinutes'>> };
  users: Pick<UserService, 'hasAdmin' | 'hasMlro'>;
  sanctions: Pick<SanctionsService, 'status'>;
}

export type Finding = Omit<GoingLiveItem, 'id'>;

export interface GoingLiveCheck {
  id: string;
  /** The problem and its fix; undefined when there is nothing to do. */
  find(deps: GoingLiveDeps): Promise<Finding | undefined>;
}

/** "a", "a and b", "a, b and c". */
function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The business profile's fields the seed fills with placeholders, as the Settings form names them. */
const PLACEHOLDER_FIELDS = [
  ['phone', 'phone'],
  ['supportEmail', 'support e-mail'],
  ['postalAddress', 'postal address'],
] as const;

/** The address part of a mailbox such as `"Name" <no-reply@example.com>`. */
function addressOf(mailbox: string): string {
  return (/<([^>]*)>/.exec(mailbox)?.[1] ?? mailbox).trim();
}

export const GOING_LIVE_CHECKS: readonly GoingLiveCheck[] = [
  {
    id: 'business-profile',
    async find({ business }) {
      const profile = await business.profile();
      const fields = PLACEHOLDER_FIELDS.filter(
        ([field]) => profile[field] === SEED_BUSINESS_PROFILE[field],
      ).map(([, words]) => words);
      if (fields.length === 0) return undefined;
      return {
        problem: `The business profile still has the example ${listed(fields)}: customers see them in the footer, the terms and every e-mail.`,
        fix: 'Enter your own on the Settings screen, under Business profile.',
      };
    },
  },
  {
    id: 'branches',
    async find({ branches }) {
      const examples = (await branches.list()).filter((branch) => {
        const seeded = SEED_BRANCHES.find((seed) => seed.key === branch.key);
        return seeded && (branch.address === seeded.address || branch.phone === seeded.phone);
      });
      if (examples.length === 0) return undefined;
      const names = listed(examples.map((branch) => branch.name));
      return {
        problem:
          examples.length === 1
            ? `${names} still shows an example address or phone number.`
            : `${names} still show example addresses or phone numbers.`,
        fix: "Enter each branch's real address and phone number on the Settings screen, under Branches.",
      };
    },
  },
  {
    id: 'example-stock',
    async find({ stock, branches }) {
      const pairs = await stock.exampleStock();
      if (pairs.length === 0) return undefined;
      const keys = new Set(pairs.map((pair) => pair.branchKey));
      const names = (await branches.list()).filter((b) => keys.has(b.key)).map((b) => b.name);
      const currencies = new Set(pairs.map((pair) => pair.currencyCode)).size;
      return {
        problem: `The stock of ${currencies} ${currencies === 1 ? 'currency' : 'currencies'} at ${listed(names)} is still the example opening stock, so customers can reserve notes the tills may not hold.`,
        fix: 'Count each branch\'s notes on the Stock screen (or close the day on End of day); a currency a branch does not count can be set there to "Stock not counted: offered on request".',
      };
    },
  },
  {
    id: 'rates',
    async find({ latestRates }) {
      const { on, provider, refreshMinutes } = await latestRates.state();
      if (provider === 'reference') {
        return {
          problem: `Rates come from the offline reference snapshot of ${referenceRates.date}${on ? '' : ' and latest-rates mode is off'}: prices do not follow the market.`,
          fix: 'Set RATES_PROVIDER to currency-api (or apilayer, with RATES_API_KEY) and restart, then press Get the Latest on the Currency screen.',
        };
      }
      if (!on) {
        return {
          problem: `Latest-rates mode is off: rates change only when staff set them, although ${provider} could refresh them every ${refreshMinutes} minutes.`,
          fix: 'Press Get the Latest on the Currency screen.',
        };
      }
      return undefined;
    },
  },
  {
    id: 'smtp',
    async find({ config }) {
      if (config.SMTP_URL) return undefined;
      return {
        problem:
          'SMTP_URL is not set: order e-mails wait in the outbox and customers never get them.',
        fix: "Set SMTP_URL to your mail server (smtp://user:pass@host:587) so customers get their order e-mails, and PUBLIC_URL to the shop's address (https://…) for the links in them.",
      };
    },
  },
  {
    id: 'mail-from',
    async find({ config }) {
      const address = addressOf(config.MAIL_FROM);
      // .example is reserved (RFC 2606): no mail server takes mail from it.
      if (!/\.example$/i.test(address)) return undefined;
      return {
        problem: `E-mails go out from the example address ${address}, which mail servers refuse or file as spam.`,
        fix: 'Set MAIL_FROM to an address at your own domain, such as "Your Bureau" <orders@yourbureau.co.uk>.',
      };
    },
  },
  {
    id: 'admin',
    async find({ users }) {
      if (await users.hasAdmin()) return undefined;
      return {
        problem: 'No account is an Admin: nobody can open the Settings, Users or Currency screens.',
        fix: 'Set ADMIN_EMAIL and ADMIN_PASSWORD and restart: that account becomes Admin. Then remove ADMIN_PASSWORD from the environment; the account keeps its password.',
      };
    },
  },
  {
    id: 'sanctions-list',
    async find({ sanctions }) {
      if ((await sanctions.status()).listDate !== null) return undefined;
      return {
        problem: 'No sanctions list: customers are not screened against the UK Sanctions List.',
        fix: "Import the FCDO's UK Sanctions List CSV on the Compliance screen, or set SANCTIONS_LIST_URL to its address so one server fetches it daily.",
      };
    },
  },
  {
    id: 'mlro',
    async find({ users }) {
      if (await users.hasMlro()) return undefined;
      return {
        problem:
          "No MLRO: no Staff member or Admin is named as the business's nominated officer (money laundering reporting officer).",
        fix: 'On the Users screen, press Set access beside the nominated officer (a Staff member or an Admin with a verified e-mail address) and tick MLRO.',
      };
    },
  },
];
