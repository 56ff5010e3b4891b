/**
 * Written by `npm run api:types` (scripts/generate-api-types.ts) from the OpenAPI document the
 * server serves at /api/docs/json: change the routes, then run it. Do not edit.
 */
export interface paths {
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server's figures in Prometheus's text format (with WORKERS, every worker's together); needs Authorization: Bearer METRICS_TOKEN, and answers 404 while METRICS_TOKEN is unset */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: 200 when the database answers and can take new data, 503 when it cannot */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every currency on offer, in display order
     * @description Sends an ETag; a request with a matching If-None-Match gets 304.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Currency'][];
          };
        };
        /** @description Not modified */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/singleCurrency/{currency}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One currency by its code
     * @description The code in any case. A code not offered is 404; one not three letters, 400.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          currency: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Currency'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/AddCurrency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a currency at the end of the list
     * @description The code must pass the rate check (422 "Wrong currency tried"); a code already offered is 409 "Already added".
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            label: string;
            value: string;
            Sell: number;
            Buy: number;
            Rate: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Currency'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/updateCurrency/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a currency's name and margins
     * @description `value` must be the code in the path: a code cannot be renamed.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          value: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            label: string;
            value: string;
            Sell: number;
            Buy: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Currency'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/UpdateCurrencyPrice/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set a currency's market rate (units per 1 GBP)
     * @description Replaces any rate held for staff to confirm. With `correction: true` the old rate was mistyped: the open quotes made at it are withdrawn (an order using one answers 409 "Rates have changed, please review your basket"), and the audit log records how many (`withdrawnQuotes`).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          value: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Rate: number;
            correction?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Currency'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rates/check/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The rate provider's rate for a currency code (units per 1 GBP)
     * @description Answers 422 "Wrong currency tried" when the provider has no rate for it.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rate: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rates/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Latest-rates mode: on or off, the last refresh, its failures and held rates */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LatestRates'];
          };
        };
      };
    };
    /** Switch latest-rates mode on (every currency is refreshed at once) or off */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            on: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LatestRates'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rates/held/{currency}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply the rate held for a currency */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          currency: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LatestRates'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rates/held/{currency}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Dismiss the rate held for a currency; its stored rate stays */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          currency: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LatestRates'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rates/history/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A currency's Click & Collect and Click & Sell rates per £1, day by day
     * @description One point per UK day of the last `days` (30, 90 or 365; 30 when left out), oldest first: the rates in force at the end of the day, today's being the current ones. Days before the bureau first priced the currency take the published reference rate of that day with its first margins (`source: 'reference'`); days before any data are left out. A currency not offered is 404.
     */
    get: {
      parameters: {
        query?: {
          days?: number;
        };
        header?: never;
        path: {
          code: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RateHistory'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public pages and every currency page, for search engines */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robots.txt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What crawlers may visit, and where the sitemap is */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/branches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The collection points, with address, phone, coordinates and opening hours */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Branch'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/branches/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a branch's name, address, phone, opening hours and coordinates
     * @description The key stays. Every field is required; each day of `openingHours` is `{ opens, closes }` (HH:MM, UK local) or null when closed. Closure dates have their own routes.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['BranchBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Branch'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/branches/{key}/collection-days': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The next 14 days at a branch (UK local), and when an order placed now is ready
     * @description `readyFrom` is the earliest time (HH:MM) an order placed now is ready that day, never before opening; null when the branch is closed or the order cannot be ready before it closes. An order is for a day with a `readyFrom`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CollectionDay'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/branches/{key}/closures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The branch's closures from today on (bank holidays, refits), earliest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BranchClosure'][];
          };
        };
      };
    };
    put?: never;
    /**
     * Close the branch on a day (UK date)
     * @description A day already closed (a closure, or a weekday the branch never opens) is 409; a past day is 400. A day with open orders is 409 naming them: move them to another day first.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            date: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BranchClosure'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/branches/{key}/closures/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Open the branch again on a closure day
     * @description Removes a closure, or opens the branch on a listed bank holiday (id `bank-holiday-YYYY-MM-DD`). An unknown id is 404.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/board/{branchKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A branch's shop-window board: its currencies with the bureau's rates for £1
     * @description `sell` is the Click & Collect rate (what £1 buys), `buy` the Click & Sell rate (what £1 costs to sell back), as the storefront shows them; `ratesAt` is when the newest of them was set. With no choice made (`chosen: false`) the branch's 12 most ordered currencies of the last 90 days show, most first (ties, and a branch with no orders, in the catalogue's order: EUR and USD first). Rates carry thousands separators ("32,145.5000"). Sends an ETag; a request with a matching If-None-Match gets 304. An unknown branch is 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Board'];
          };
        };
        /** @description Not modified */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    /**
     * Choose the currencies a branch's board shows, in display order
     * @description Offered currency codes, each once, 1 to 20. Replaces the earlier choice; answers the board as it now shows.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currencies: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Board'];
          };
        };
      };
    };
    post?: never;
    /** Show a branch's default board again: its 12 most ordered currencies */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Board'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/business': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bureau's names, contact details, registration numbers, money-transfer partners and app store links
     * @description `companyNumber` and `msbNumber` are '' until set; `appStoreUrl` and `playStoreUrl` are null until the app is published there.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessInfo'];
          };
        };
      };
    };
    /**
     * Change the bureau's names, contact details, postal address and registration numbers
     * @description `companyNumber`: Companies House, 8 digits or 2 letters and 6 digits. `msbNumber`: HMRC Money Service Business registration, 12 to 15 letters then digits. '' leaves either unset.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['BusinessProfileBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessInfo'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upsell': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The promotional line shown on the storefront widget */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Upsell'];
          };
        };
      };
    };
    /** Set the promotional line of the storefront widget and the GBP amount it speaks of */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
            amount: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Upsell'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/going-live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What is still example data or unsafe in production, each with its fix
     * @description Empty `checks` when nothing is left. Each `id` is stable (`business-profile`, `branches`, `example-stock`, `rates`, `smtp`, `mail-from`, `admin`, `sanctions-list`, `mlro`); the wording is for people.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GoingLive'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow the link e-mailed at sign-up: verifies the address, then redirects to /?emailVerification=verified (or invalid, or throttled)
     * @description A link verifies once, within 24 hours of being sent; an unknown, used or expired one changes nothing (invalid). Past the attempts allowed from one address in 15 minutes: throttled.
     */
    get: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect (Location header) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verification-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the signed-in user's verification link again (a new one; older ones still work)
     * @description An address verified already is 409. At most 3 an hour per account (429 with Retry-After).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The password rules sign-up enforces */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PasswordPolicy'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which external sign-in providers are configured */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthProviders'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user, or null */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: components['schemas']['SessionUser'] | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account (role user), e-mail it a verification link, and sign in
     * @description Answers `{ user }` and sets the session cookie. The password follows `GET /api/auth/password-policy`; an address already signed up is 409.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: components['schemas']['SessionUser'] | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description Answers `{ user }` and sets the session cookie (a new one at every sign-in). A wrong e-mail or password is one answer for both: 401 "The password doesn't match".
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: components['schemas']['SessionUser'] | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in user's record (the role in the body is ignored) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string;
            role?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserRecord'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admincheck/{email}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the user with this email is an Admin (yourself, or anyone for an Admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminCheck'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/allusers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserRecord'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/updateUser/{email}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Make the user an Admin
     * @description An account whose address is not verified is 409. The change ends every session of the user.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserRecord'];
          };
        };
        /** @description CONFLICT, with reason ADDRESS_NOT_VERIFIED (The account's e-mail address is not verified) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/remove-admin/{email}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Take the Admin role away (never from the last Admin)
     * @description The last Admin is 409; of two Admins removing each other at once, one succeeds. The change ends every session of the user.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserRecord'];
          };
        };
        /** @description CONFLICT, with reason LAST_ADMIN (The last Admin cannot lose the Admin role) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{email}/access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the user's role, for Staff the branches they work at, and whether they are the MLRO
     * @description Staff need at least one branch, each a known branch key (400 naming `branches`); a user or an Admin has none. Admin needs a verified address (409), the last Admin keeps the role (409). `mlro` (optional: left out, it stays as it is) makes the user the business's nominated officer: only Staff or an Admin (400 naming `mlro`) with a verified address (409); several may be. A user who becomes a plain `user` is no longer the MLRO. A change ends every session of the user.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UserAccessInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserRecord'];
          };
        };
        /** @description CONFLICT, with reason ADDRESS_NOT_VERIFIED (The account's e-mail address is not verified), or LAST_ADMIN (The last Admin cannot lose the Admin role) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/box': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the Secure Box for this session
     * @description Wrong credentials, or no Box configured (BOX_USERNAME unset), are 401.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            username: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Quote a basket item: a price the server holds for one order
     * @description `amount` is what the customer gives: GBP for an Order (rounded up to a multiple of £10), the foreign currency for a Sell. The quote is stored and holds its price for 30 minutes by the server's clock; an order item sent with its `quoteId` is priced from it, and each quote prices one order. A quote above £5,000 is refused (422); a currency not offered is 404. Correcting a mistyped market rate withdraws the open quotes made at it. At most 120 quotes a minute from one address (429 with Retry-After).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currency: string;
            /** @enum {string} */
            way: 'Order' | 'Sell';
            amount: number | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Quote'];
          };
        };
        /** @description UNPROCESSABLE, with reason ORDER_LIMIT (The order is above the most taken online) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order-limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The limits an online order must keep to, and how long a quote holds */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderLimits'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Place an order, priced from server quotes, for a collection day
     * @description An item with `quoteId` (from `POST /api/quotes`) is priced from that quote, and each quote prices one order; an item without one is priced at the currency's rate of the moment. A stale item answers 409 'Rates have changed, please review your basket' with `reason: 'RATES_CHANGED'` and `issues: [{ path: 'items.<index>', message, reason }]`, reason one of QUOTE_UNKNOWN, QUOTE_EXPIRED, QUOTE_USED, QUOTE_WITHDRAWN, QUOTE_MISMATCH, PRICE_CHANGED. `collectionDate` (YYYY-MM-DD, UK) picks the day from `GET /api/branches/{key}/collection-days`; unset, the earliest. A past, closed or too-late day answers 400 naming `collectionDate`. The 201 answer carries `customerUrl`, the path of the order's own page for the customer. Send an `Idempotency-Key` (a UUID per checkout attempt): a retry with the same key and body returns the first answer; the same key with another body is 422. An order above £5,000 is 422, to be arranged in branch. A branch that no longer has the notes answers 409 naming the branches that can supply the basket (issue at `addressKey`). Limits: 60 attempts an hour from one address and 10 orders a day for one e-mail (429 with Retry-After); £10,000 per customer (same e-mail or phone) over 90 days (422).
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstName: string;
            lastName: string;
            email: string;
            confirmEmail: string;
            phone: string;
            /** @enum {boolean} */
            acceptRules: true;
            addressKey: string;
            /** @enum {string} */
            way: 'Order' | 'Sell';
            /** @enum {string} */
            notePreference?: 'mixed' | 'large' | 'small';
            /** Format: date */
            collectionDate?: string;
            items: {
              currencyMy: number | string;
              currencyTake: number | string;
              currencyMycurrent: string;
              currencyTakecurrent: string;
              Id: string;
              Rate: number | string;
              /** Format: date-time */
              date: string;
              /** Format: uuid */
              quoteId?: string;
              /** Format: date-time */
              expiresAt?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PlacedOrder'];
          };
        };
        /** @description BAD_REQUEST, with reason DAY_REFUSED (The collection day is past, closed or too late for the branch) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
        /** @description CONFLICT, with reason RATES_CHANGED (An item is no longer priced at the server's rate; each stale item's issue says why), or NOTES_GONE (The branch cannot make up the order's notes; the message names branches that can) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
        /** @description UNPROCESSABLE, with reason ORDER_LIMIT (The order is above the most taken online), or LIMIT_90_DAYS (The order would take the customer's orders of 90 days above their limit) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A customer's order status, by order number and e-mail
     * @description Both must match, else 404. Attempts are counted as sign-in attempts are, per address and per order number (429 with Retry-After).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            orderNumber: string;
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderLookup'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/PendingOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pending orders, newest first; the total is in X-Total-Count
     * @description Pages by `offset`, or by `after`: the X-Next-Cursor of the page before, which stays right while new orders arrive. A page followed by more has X-Next-Cursor, and Link with `rel="next"`: the next page's address. With `q`, X-Total-Count counts up to 10,000 matches.
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          after?: string;
          q?: string;
          branch?: string;
          day?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StaffOrder'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/AcceptedOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Accepted orders, newest first; the total is in X-Total-Count
     * @description Pages by `offset`, or by `after`: the X-Next-Cursor of the page before, which stays right while new orders arrive. A page followed by more has X-Next-Cursor, and Link with `rel="next"`: the next page's address. With `q`, X-Total-Count counts up to 10,000 matches.
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          after?: string;
          q?: string;
          branch?: string;
          day?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StaffOrder'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/completedOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Completed orders, newest first; the total is in X-Total-Count
     * @description Pages by `offset`, or by `after`: the X-Next-Cursor of the page before, which stays right while new orders arrive. A page followed by more has X-Next-Cursor, and Link with `rel="next"`: the next page's address. With `q`, X-Total-Count counts up to 10,000 matches.
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          after?: string;
          q?: string;
          branch?: string;
          day?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StaffOrder'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Orders in one status, newest first; the total is in X-Total-Count
     * @description Pages by `offset`, or by `after`: the X-Next-Cursor of the page before, which stays right while new orders arrive. A page followed by more has X-Next-Cursor, and Link with `rel="next"`: the next page's address. With `q`, X-Total-Count counts up to 10,000 matches.
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          after?: string;
          q?: string;
          branch?: string;
          day?: string;
          status?: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StaffOrder'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/details/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order with its items, branch, allowed actions and history */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderDetails'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A completed order's receipt
     * @description The receipt the Price Indications (Bureaux de Change) (No. 2) Regulations 1992 require: the bureau and its MSB number, the branch, when it completed, the order number, each currency's amount, rate and commission (none), the GBP total and the ID document checked. Staff of the order's branch or an Admin (another branch's order is 404, as for its details); an order that is not Completed is 409.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Receipt'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/collection-day': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Move an open order to another day at its branch
     * @description Staff of its branch: the day is checked as a customer's would be (400 naming `collectionDate` when closed, past, beyond the 14 days or too late); the hold runs from the new day; the customer is e-mailed the new day; audited as `order.collection-day`. A Completed, Deleted, Cancelled or Expired order is 409. The same day again changes nothing.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            collectionDate: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description BAD_REQUEST, with reason DAY_REFUSED (The collection day is past, closed or too late for the branch) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pendingToAceept/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Accept a pending order
     * @description An order held for due-diligence review is 409 until an Admin clears it. Any move its status does not allow is 409; of two staff moving one order at once, one succeeds.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description CONFLICT, with reason HELD_FOR_REVIEW (The order is held for an Admin's review), or HELD_FOR_SANCTIONS (The order is held for the MLRO's sanctions decision, or frozen while their report is open) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deleteOrder/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an order (kept, with status Deleted)
     * @description A Pending or Accepted order is deleted as the spec's call does, without a body, by Staff of its branch. A Completed order only by an Admin (403 otherwise), with `{ "reason": "…" }` (400 naming `reason` without it); the reason is kept on the order and in its audit entry.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description CONFLICT, with reason HELD_FOR_SANCTIONS (The order is held for the MLRO's sanctions decision, or frozen while their report is open) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/acceptedToCompleted/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Complete an accepted order
     * @description A Click & Collect order pays out the notes it holds: they leave the branch stock. A Click & Sell order may record the notes the customer handed in, which go into the branch stock: `{ "notesReceived": { "50": 2, "20": 1 } }` (face values in major units) for an order of one currency, or `{ "notesReceived": { "EUR": { "50": 2 } } }` per currency. An order of £1,000 or more (ID_CHECK_FROM_GBP; 0: every order) needs the customer's ID check, `{ "idCheck": { "type": "passport", "last4": "123A" } }` (400 naming `idCheck` without it); any order may record one. It is kept on the order with who checked it and when. The notes received must add up to what the order sells, but for what is below the smallest note (400 giving both sums otherwise). Without a body a smaller order is completed as the spec's call does, nothing recorded.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            idCheck?: {
              /** @enum {string} */
              type: 'passport' | 'uk-driving-licence' | 'eu-driving-licence' | 'eu-id-card';
              last4: string;
              name?: string;
            };
            notesReceived?:
              | {
                  [key: string]: number;
                }
              | {
                  [key: string]: {
                    [key: string]: number;
                  };
                };
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description CONFLICT, with reason HELD_FOR_REVIEW (The order is held for an Admin's review), or HELD_FOR_SANCTIONS (The order is held for the MLRO's sanctions decision, or frozen while their report is open) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
                /** @enum {string} */
                reason?:
                  | 'RATES_CHANGED'
                  | 'QUOTE_UNKNOWN'
                  | 'QUOTE_EXPIRED'
                  | 'QUOTE_USED'
                  | 'QUOTE_WITHDRAWN'
                  | 'QUOTE_MISMATCH'
                  | 'PRICE_CHANGED'
                  | 'NOTES_GONE'
                  | 'DAY_REFUSED'
                  | 'ORDER_LIMIT'
                  | 'LIMIT_90_DAYS'
                  | 'HELD_FOR_REVIEW'
                  | 'HELD_FOR_SANCTIONS'
                  | 'ADDRESS_NOT_VERIFIED'
                  | 'LAST_ADMIN';
                issues?: {
                  path: string;
                  message: string;
                  /** @enum {string} */
                  reason?:
                    | 'RATES_CHANGED'
                    | 'QUOTE_UNKNOWN'
                    | 'QUOTE_EXPIRED'
                    | 'QUOTE_USED'
                    | 'QUOTE_WITHDRAWN'
                    | 'QUOTE_MISMATCH'
                    | 'PRICE_CHANGED'
                    | 'NOTES_GONE'
                    | 'DAY_REFUSED'
                    | 'ORDER_LIMIT'
                    | 'LIMIT_90_DAYS'
                    | 'HELD_FOR_REVIEW'
                    | 'HELD_FOR_SANCTIONS'
                    | 'ADDRESS_NOT_VERIFIED'
                    | 'LAST_ADMIN';
                }[];
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Order counts per status, and orders and GBP volume per day for 30 days */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderStats'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Orders held for due-diligence review or for sanctions, oldest first, with their linked orders (Admins and the MLRO)
     * @description An order waits here when its customer's orders of the last 90 days (by e-mail, phone, or name and ID document; Deleted, Cancelled and Expired aside) reach £12,000 (CDD_THRESHOLD_GBP). `linkedGbp` is that total when the order was held; `linkedOrders` are the customer's other orders from 90 days before it. An order whose customer's name (or the name on the ID document shown at completion) matched the UK Sanctions List waits here too, `holdReasons` naming `sanctions` and `sanctionsMatch` the listed individual, until the MLRO decides; a reported order stays here, frozen, until the report is closed.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HeldOrder'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decide on a held order: clear, reject, report or close the report, with a note
     * @description Admins and the MLRO (who may be a Staff member; anyone else 403). Due diligence (an Admin): `clear`: the order may be accepted and completed. `reject`: the order is deleted as staff delete it (its notes released), the note kept as the reason. Sanctions (the MLRO only; anyone else 403, Admins included): `clear` (with `hold: "sanctions"` when the order is also held for due diligence): a false positive, the order goes on. `report` with `reportedTo` (`NCA` or `OFSI`), `reference` and `reportedOn`: the order is frozen (no move, no expiry, its notes held) until `close-report`, after which it goes on. Each decision is audited with its note. 409 when the order is not held as the decision needs (or no longer open).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                decision: 'clear';
                note: string;
                /** @enum {string} */
                hold?: 'due-diligence' | 'sanctions';
              }
            | {
                /** @enum {string} */
                decision: 'reject';
                note: string;
              }
            | {
                /** @enum {string} */
                decision: 'report';
                note: string;
                /** @enum {string} */
                reportedTo: 'NCA' | 'OFSI';
                reference: string;
                /** Format: date */
                reportedOn: string;
              }
            | {
                /** @enum {string} */
                decision: 'close-report';
                note: string;
              };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderDetails'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/suspicions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Raise a suspicion about an order with the MLRO
     * @description An internal report to the MLRO (POCA 2002 s.330): what made the member of staff suspicious, 1–2,000 characters. Staff of the order's branch or an Admin (another branch's order is 404, as for its details). Audited as `order.suspicion`; the customer is never told, and the order's history does not show it.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SuspicionBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RaisedSuspicion'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/suspicions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every suspicion staff raised, newest first: the MLRO only
     * @description Each with its order (number, branch, status now), who raised it, when, and the note. Only users who are the MLRO (`mlro`); anyone else, Admins included, is refused with 403.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Suspicion'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/suspicions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The MLRO's decision on a suspicion: reported to the NCA, or not
     * @description Made once (409 after that), by the MLRO alone (anyone else, Admins included, 403). `reported`: a suspicious activity report went to the NCA, with its `reference` and `reportedOn` day. `not-reported`: no grounds found. Each with a note (3–500 characters). Audited on the order as `order.suspicion-decided`. The order is kept from anonymisation until the decision, then for the usual years after it.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SuspicionDecisionBodyInput'];
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/today': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One branch's open orders for today, those overdue, and those for its next day
     * @description `branch` unset: the caller's first branch (an Admin's: the bureau's first). Another branch's day answers 403.
     */
    get: {
      parameters: {
        query?: {
          branch?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Today'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-branches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The branches the caller works at (every branch for an Admin), in order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              key: string;
              name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/pulse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * When the newest order the caller sees was placed, and the open counts
     * @description Cheap enough to poll every few seconds: the lists refetch when `latest` or the counts move.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderPulse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-orders/{orderNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The customer's own order, opened by the link e-mailed to them (`?t=` token)
     * @description A wrong number or token answers 404 with one message for both. `canCancel`: the order is Pending or Accepted and its collection day (UK) has not begun.
     */
    get: {
      parameters: {
        query: {
          t: string;
        };
        header?: never;
        path: {
          orderNumber: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CustomerOrder'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-orders/{orderNumber}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The customer cancels their order, by its link (body `{ t }`)
     * @description Allowed while `canCancel`; otherwise 409 with whom to call. The customer gets a cancellation e-mail and the audit log records `customer:<email>`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          orderNumber: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            t: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CustomerOrder'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/denominations/{currency}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The banknotes a currency is sold in, face values in major units, smallest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          currency: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Denominations'];
          };
        };
      };
    };
    /**
     * Replace a currency's banknote series
     * @description A note that a branch still holds, or that is on its way between branches, cannot be removed: 409 naming the branch.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          currency: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            denominations: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Denominations'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/low': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The currencies whose available value is below their branch threshold */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrencyStock'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/{branchKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every currency's notes at a branch: on hand, held by open orders, available
     * @description Every currency of the catalogue, tracked or not, in catalogue order.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrencyStock'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/{branchKey}/{currency}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One currency's notes at a branch */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
          currency: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrencyStock'];
          };
        };
      };
    };
    /**
     * Set the on-hand counts of some notes (`{ "50": 10 }`)
     * @description Each count becomes a ledger movement of the difference. A count below what open orders hold is 409, its issue at `counts.<note>`; a note the currency is not sold in is 400. The reason is `counted` (ledger kind `count`), `delivery`, `damaged` or `adjustment`; `note` is kept in the ledger.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
          currency: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            counts: {
              [key: string]: number;
            };
            /** @enum {string} */
            reason: 'counted' | 'delivery' | 'damaged' | 'adjustment';
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrencyStock'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/{branchKey}/{currency}/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add or remove notes (`{ "50": -2 }`)
     * @description A change that would take a count below 0 or below what open orders hold is 409, its issue at `changes.<note>`. The reason is `counted` (ledger kind `count`), `delivery`, `damaged` or `adjustment`; `note` is kept in the ledger.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
          currency: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            changes: {
              [key: string]: number;
            };
            /** @enum {string} */
            reason: 'counted' | 'delivery' | 'damaged' | 'adjustment';
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrencyStock'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/{branchKey}/{currency}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Whether the branch counts the currency, and below what value it is low
     * @description Untracked: stock unknown, the currency is offered on request and staff confirm each order. `lowBelow` in major units of the currency; null: no alert.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
          currency: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tracked: boolean;
            lowBelow: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrencyStock'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether each branch can pay out an amount of a currency now, or from which day
     * @description `amount` is the foreign amount in major units; what is below the smallest note is given back in GBP and needs no note. Above the largest order taken online (ORDER_MAX_GBP at the Click & Collect rate) it is 400, naming that amount. `available`: the branch can pay it now from its notes less what orders hold. Otherwise `from` is the first day (YYYY-MM-DD, UK) a transfer on its way makes it so, or null. `onRequest`: the branch does not count the currency (or it has no notes on sale); it is offered on request and staff confirm. At most 120 checks a minute from one address (429 with Retry-After).
     */
    get: {
      parameters: {
        query: {
          currency: string;
          amount: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BranchAvailability'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Transfers between branches, newest first (at most 200), optionally in one status */
    get: {
      parameters: {
        query?: {
          status?: 'requested' | 'sent' | 'received' | 'cancelled';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Transfer'][];
          };
        };
      };
    };
    put?: never;
    /**
     * Ask a branch to send notes to another: the transfer starts requested
     * @description `notes` counts notes by face value in major units (`{ "50": 20 }` is twenty €50 notes). Both branches must count the currency; `expectedDate` (YYYY-MM-DD, UK) is the day the receiver expects the notes, from which availability counts them.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            from: string;
            to: string;
            currency: string;
            notes: {
              [key: string]: number;
            };
            /** Format: date */
            expectedDate: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Transfer'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transfers/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a requested transfer: its notes leave the sender
     * @description 409 when the transfer is no longer requested, or the sender no longer has the notes available (on hand less what orders hold). Of two staff moving one transfer at once, one wins.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Transfer'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transfers/{id}/receive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive a sent transfer: its notes enter the receiver
     * @description 409 when the transfer is not on its way. Of two staff moving one transfer at once, one wins.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Transfer'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transfers/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a transfer: a sent one returns its notes to the sender
     * @description 409 when the transfer was received or cancelled already. Of two staff moving one transfer at once, one wins.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Transfer'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/day-close/{branchKey}/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A branch's end of day: the notes to count against, and the day's report
     * @description `expected` lists, per currency the branch counts, every note of the series and how many the ledger expects on hand at the end of the day (UK midnight, or the close). The report gives the orders completed, GBP in (Click & Collect) and out (Click & Sell, and change given back), each currency's notes in and out, and once closed the counts and variances.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
          date: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DayClose'];
          };
        };
      };
    };
    put?: never;
    /**
     * Close the day at a branch: record the counts and set the stock to them
     * @description `counts` gives, per currency, the notes counted by face value in major units (`{ "EUR": { "50": 10 } }`). A currency left out is not counted; within a counted currency a note left out counts 0. Each variance is recorded and applied as a `count` movement. `gbp`, the GBP counted in the till, is set against the opening float + GBP in − GBP out (400 without a float). A day that has not begun is 400; a day closed already is 409, as is a count below what orders hold (naming every note at fault, each an issue at its field).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
          date: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            counts: {
              [key: string]: {
                [key: string]: number;
              };
            };
            gbp?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DayReport'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/day-close/{branchKey}/{date}/float': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Enter the GBP a branch's till opens the day with
     * @description The opening float, in pounds; entered again, it is corrected. The GBP counted at the close is set against it plus GBP in less GBP out. A day that has not begun is 400; a closed day 409.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchKey: string;
          date: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GbpTill'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to the bureau from the contact page
     * @description At most 10 messages an hour from one address (429 with Retry-After).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            email: string;
            /** @default  */
            phone?: string;
            message: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactReceipt'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contact messages, newest first; the total is in X-Total-Count */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactMessage'][];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{id}/handled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark a contact message as handled (recorded in the audit log)
     * @description A message handled already keeps its first handler and time.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactMessage'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rate-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail me once when the Click & Collect rate of a currency reaches my rate: queues a confirmation e-mail; nothing else is sent until its link is followed
     * @description `target` is units of the currency per £1, above today's Click & Collect rate and at most 50% above it. The answer is the same whether or not the address has alerts already. Limits: 10 an hour from one address and 5 an hour for one e-mail (429 with Retry-After).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            currency: string;
            target: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RateAlertReceipt'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rate-alerts/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow the link of a confirmation e-mail: switches the alert on, then redirects to /rateAlerts?alert=confirmed (or invalid, expired, throttled)
     * @description Only a pending alert within its 90 days becomes active; following the link again still says confirmed.
     */
    get: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect (Location header) */
        303: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rate-alerts/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Follow an unsubscribe link: ends every alert waiting for the address, then redirects to /rateAlerts?alert=unsubscribed (or invalid, throttled) */
    get: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect (Location header) */
        303: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
      };
    };
    put?: never;
    /**
     * One-click unsubscribe (RFC 8058), as mail clients post it: ends every alert waiting for the address
     * @description An unknown link is 404.
     */
    post: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              outcome: 'unsubscribed';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sanctions/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The UK Sanctions List customers are screened against: its date and counts
     * @description Before any import: `listDate` and `importedAt` null, counts 0.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SanctionsStatus'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sanctions/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import the UK Sanctions List (the FCDO CSV file), replacing the list in force
     * @description The body is the file itself, `content-type: text/csv`, up to 32 MB. A file that is not the list is 400 `BAD_REQUEST`, its message naming the line at fault, and changes nothing.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description The UK Sanctions List CSV as the FCDO publishes it (Report Date line, header, one row per name), sent as `text/csv`, up to 32 MB */
      requestBody: {
        content: {
          'text/csv': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SanctionsImport'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    SessionUserInput: {
      email: string;
      /** @enum {string} */
      role: 'user' | 'Staff' | 'Admin';
      displayName: string | null;
      photoURL: string | null;
      emailVerified: boolean;
      branches: string[];
      mlro: boolean;
    };
    UserRecordInput: {
      _id: string;
      email: string;
      /** @enum {string} */
      role: 'user' | 'Staff' | 'Admin';
      emailVerified: boolean;
      branches: string[];
      mlro: boolean;
    };
    UserAccessInput: {
      /** @enum {string} */
      role: 'user' | 'Staff' | 'Admin';
      branches: string[];
      mlro?: boolean;
    };
    AdminCheckInput: {
      admin: boolean;
    };
    AuthProvidersInput: {
      google: {
        enabled: boolean;
        reason?: string;
      };
    };
    PasswordPolicyInput: {
      minLength: number;
      maxLength: number;
      requireLowercase: boolean;
      requireUppercase: boolean;
      requireNumeric: boolean;
      requireNonAlphanumeric: boolean;
    };
    CurrencyInput: {
      value: string;
      label: string;
      Rate: number;
      Sell: number;
      Buy: number;
      updatedAt: string;
    };
    LatestRatesInput: {
      on: boolean;
      provider: string;
      refreshMinutes: number;
      outlierPercent: number;
      lastRefreshAt: string | null;
      failures: {
        value: string;
        reason: string;
        message: string;
      }[];
      held: {
        value: string;
        storedRate: number;
        proposedRate: number;
        changePercent: number;
        fetchedAt: string;
      }[];
    };
    /** @description A branch's shop-window rate board */
    BoardInput: {
      branch: {
        key: string;
        name: string;
      };
      currencies: {
        code: string;
        label: string;
        sell: string;
        buy: string;
      }[];
      ratesAt: string | null;
      chosen: boolean;
    };
    BusinessProfileInput: {
      tradingName: string;
      legalName: string;
      phone: string;
      supportEmail: string;
      postalAddress: string;
      companyNumber: string;
      msbNumber: string;
      moneyTransferUrl: string;
    };
    BusinessProfileBodyInput: {
      tradingName: string;
      legalName: string;
      phone: string;
      supportEmail: string;
      postalAddress: string;
      companyNumber: string;
      msbNumber: string;
    };
    BusinessInfoInput: {
      tradingName: string;
      legalName: string;
      phone: string;
      supportEmail: string;
      postalAddress: string;
      companyNumber: string;
      msbNumber: string;
      moneyTransferUrl: string;
      transferProviders: {
        name: string;
        url: string;
      }[];
      appStoreUrl: string | null;
      playStoreUrl: string | null;
    };
    /** @description A collection point */
    BranchInput: {
      key: string;
      name: string;
      address: string;
      phone: string;
      latitude: number;
      longitude: number;
      openingHours: {
        monday: {
          opens: string;
          closes: string;
        } | null;
        tuesday: {
          opens: string;
          closes: string;
        } | null;
        wednesday: {
          opens: string;
          closes: string;
        } | null;
        thursday: {
          opens: string;
          closes: string;
        } | null;
        friday: {
          opens: string;
          closes: string;
        } | null;
        saturday: {
          opens: string;
          closes: string;
        } | null;
        sunday: {
          opens: string;
          closes: string;
        } | null;
      } & {
        [key: string]: {
          opens: string;
          closes: string;
        } | null;
      };
    };
    BranchBodyInput: {
      name: string;
      address: string;
      phone: string;
      openingHours: {
        monday: {
          opens: string;
          closes: string;
        } | null;
        tuesday: {
          opens: string;
          closes: string;
        } | null;
        wednesday: {
          opens: string;
          closes: string;
        } | null;
        thursday: {
          opens: string;
          closes: string;
        } | null;
        friday: {
          opens: string;
          closes: string;
        } | null;
        saturday: {
          opens: string;
          closes: string;
        } | null;
        sunday: {
          opens: string;
          closes: string;
        } | null;
      } & {
        [key: string]: {
          opens: string;
          closes: string;
        } | null;
      };
      latitude: number;
      longitude: number;
    };
    CollectionDayInput: {
      /** Format: date */
      date: string;
      open: boolean;
      opens: string | null;
      closes: string | null;
      readyFrom: string | null;
    };
    BranchClosureInput: {
      id: string;
      branchKey: string;
      /** Format: date */
      date: string;
      reason: string;
    };
    ContactReceiptInput: {
      id: string;
      receivedAt: string;
    };
    ContactMessageInput: {
      id: string;
      name: string;
      email: string;
      phone: string;
      message: string;
      createdAt: string;
      handledAt: string | null;
      handledBy: string | null;
    };
    DenominationsInput: {
      currency: string;
      denominations: number[];
    };
    CurrencyStockInput: {
      branch: string;
      currency: string;
      tracked: boolean;
      lowBelow: number | null;
      low: boolean;
      notes: {
        denomination: number;
        onHand: number;
        reserved: number;
        available: number;
      }[];
      onHand: number;
      reserved: number;
      available: number;
    };
    BranchAvailabilityInput: {
      branch: string;
      available: boolean;
      from: string | null;
      onRequest: boolean;
    };
    OrderInput: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
    };
    PlacedOrderInput: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      customerUrl: string;
    };
    CustomerOrderInput: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      canCancel: boolean;
    };
    OrderLimitsInput: {
      maxOrderGbp: number;
      maxGbp90Days: number;
      quoteMinutes: number;
      idCheckFromGbp: number;
    };
    SanctionsMatchInput: {
      uniqueId: string;
      name: string;
      regime: string;
      matched: string;
    };
    StaffOrderInput: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      flags: ('high-notes' | 'near-threshold' | 'linked')[];
      /** @enum {string|null} */
      review: 'held' | 'cleared' | null;
      holdReasons: ('due-diligence' | 'sanctions')[];
      /** @enum {string|null} */
      sanctions: 'held' | 'cleared' | 'reported' | null;
      sanctionsMatch: components['schemas']['SanctionsMatchInput'] | null;
      linkedGbp: number | null;
      idCheck: {
        /** @enum {string} */
        type: 'passport' | 'uk-driving-licence' | 'eu-driving-licence' | 'eu-id-card';
        last4: string;
        checkedBy: string;
        checkedAt: string;
      } | null;
      deleteReason: string | null;
      anonymised: boolean;
    };
    OrderDetailsInput: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      flags: ('high-notes' | 'near-threshold' | 'linked')[];
      /** @enum {string|null} */
      review: 'held' | 'cleared' | null;
      holdReasons: ('due-diligence' | 'sanctions')[];
      /** @enum {string|null} */
      sanctions: 'held' | 'cleared' | 'reported' | null;
      sanctionsMatch: components['schemas']['SanctionsMatchInput'] | null;
      linkedGbp: number | null;
      idCheck: {
        /** @enum {string} */
        type: 'passport' | 'uk-driving-licence' | 'eu-driving-licence' | 'eu-id-card';
        last4: string;
        checkedBy: string;
        checkedAt: string;
      } | null;
      deleteReason: string | null;
      anonymised: boolean;
      actions: ('accept' | 'complete' | 'delete')[];
      history: {
        action: string;
        from: string | null;
        to: string | null;
        actor: string | null;
        at: string;
      }[];
    };
    OrderLookupInput: {
      Order_Id: string;
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      time: string;
    };
    OrderStatsInput: {
      Pending: number;
      Accepted: number;
      Completed: number;
      daily: {
        date: string;
        orders: number;
        gbp: number;
      }[];
    };
    QuoteInput: {
      /** Format: uuid */
      id: string;
      currency: string;
      /** @enum {string} */
      way: 'Order' | 'Sell';
      give: number;
      take: number;
      rate: number;
      expiresAt: string;
    };
    GoingLiveItemInput: {
      id: string;
      problem: string;
      fix: string;
    };
    GoingLiveInput: {
      checks: components['schemas']['GoingLiveItemInput'][];
    };
    HealthInput: {
      /** @enum {string} */
      status: 'ok' | 'unavailable';
      /** @enum {string} */
      database: 'up' | 'down';
      writable: boolean;
      uptimeSeconds: number;
    };
    TransferInput: {
      /** Format: uuid */
      id: string;
      from: string;
      to: string;
      currency: string;
      /** @enum {string} */
      status: 'requested' | 'sent' | 'received' | 'cancelled';
      notes: {
        denomination: number;
        count: number;
      }[];
      value: number;
      expectedDate: string;
      requestedBy: string;
      requestedAt: string;
      sentAt: string | null;
      receivedAt: string | null;
    };
    GbpTillInput: {
      float: number | null;
      floatSetBy: string | null;
      floatSetAt: string | null;
      expected: number | null;
      counted: number | null;
      variance: number | null;
    };
    DayReportInput: {
      branch: string;
      date: string;
      closed: boolean;
      closedBy: string | null;
      closedAt: string | null;
      ordersCompleted: number;
      gbpIn: number;
      gbpOut: number;
      gbpTill: components['schemas']['GbpTillInput'];
      currencies: {
        currency: string;
        notesIn: {
          denomination: number;
          count: number;
        }[];
        notesOut: {
          denomination: number;
          count: number;
        }[];
        in: number;
        out: number;
        expected: number;
        counted: number | null;
        variance: number | null;
        counts: {
          denomination: number;
          expected: number;
          counted: number;
          variance: number;
        }[];
      }[];
    };
    DayCloseInput: {
      expected: {
        currency: string;
        notes: {
          denomination: number;
          count: number;
        }[];
        value: number;
      }[];
      report: components['schemas']['DayReportInput'];
    };
    LinkedOrderInput: {
      _id: string;
      Order_Id: string;
      TotalMoney: number;
      time: string;
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      addressKey: string;
    };
    HeldOrderInput: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      flags: ('high-notes' | 'near-threshold' | 'linked')[];
      /** @enum {string|null} */
      review: 'held' | 'cleared' | null;
      holdReasons: ('due-diligence' | 'sanctions')[];
      /** @enum {string|null} */
      sanctions: 'held' | 'cleared' | 'reported' | null;
      sanctionsMatch: components['schemas']['SanctionsMatchInput'] | null;
      linkedGbp: number | null;
      idCheck: {
        /** @enum {string} */
        type: 'passport' | 'uk-driving-licence' | 'eu-driving-licence' | 'eu-id-card';
        last4: string;
        checkedBy: string;
        checkedAt: string;
      } | null;
      deleteReason: string | null;
      anonymised: boolean;
      linkedOrders: components['schemas']['LinkedOrderInput'][];
    };
    ReceiptInput: {
      orderId: string;
      orderNumber: string;
      title: string;
      /** @enum {string} */
      status: 'buy' | 'sell';
      business: {
        tradingName: string;
        legalName: string;
        msbNumber: string;
        postalAddress: string;
      };
      branch: {
        key: string;
        name: string;
        address: string;
      };
      completedAt: string;
      completedDate: string;
      completedTime: string;
      lines: {
        currency: string;
        amount: string;
        rate: string;
        commission: string;
        gbp: string;
      }[];
      commission: string;
      totalGbp: string;
      idDocument: string | null;
    };
    SuspicionBodyInput: {
      note: string;
    };
    RaisedSuspicionInput: {
      id: string;
      raisedAt: string;
    };
    SuspicionDecisionBodyInput:
      | {
          /** @enum {string} */
          decision: 'reported';
          note: string;
          reference: string;
          /** Format: date */
          reportedOn: string;
        }
      | {
          /** @enum {string} */
          decision: 'not-reported';
          note: string;
        };
    SuspicionInput: {
      id: string;
      orderId: string;
      orderNumber: string;
      branchKey: string;
      branch: string;
      /** @enum {string} */
      status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      raisedBy: string;
      raisedAt: string;
      note: string;
      decided?: {
        /** @enum {string} */
        decision: 'reported' | 'not-reported';
        by: string;
        at: string;
        note: string;
        reference?: string;
        reportedOn?: string;
      };
    };
    TodayInput: {
      branch: {
        key: string;
        name: string;
      };
      date: string;
      nextDay: string;
      collect: components['schemas']['StaffOrderInput'][];
      dropOffs: components['schemas']['StaffOrderInput'][];
      overdue: components['schemas']['StaffOrderInput'][];
      tomorrow: components['schemas']['StaffOrderInput'][];
    };
    OrderPulseInput: {
      latest: string | null;
      counts: {
        Pending: number;
        Accepted: number;
      };
    };
    RateAlertReceiptInput: {
      message: string;
    };
    RateHistoryInput: {
      code: string;
      label: string;
      days: number;
      points: {
        date: string;
        sell: number;
        buy: number;
        /** @enum {string} */
        source: 'bureau' | 'reference';
      }[];
    };
    SanctionsImportInput: {
      /** Format: date */
      listDate: string;
      entries: number;
      names: number;
    };
    SanctionsStatusInput: {
      /** Format: date */
      listDate: string | null;
      /** Format: date-time */
      importedAt: string | null;
      entries: number;
      names: number;
    };
    UpsellInput: {
      Upsell: {
        text: string;
        amount: number;
      };
    };
    SessionUser: {
      email: string;
      /** @enum {string} */
      role: 'user' | 'Staff' | 'Admin';
      displayName: string | null;
      photoURL: string | null;
      emailVerified: boolean;
      branches: string[];
      mlro: boolean;
    };
    UserRecord: {
      _id: string;
      email: string;
      /** @enum {string} */
      role: 'user' | 'Staff' | 'Admin';
      emailVerified: boolean;
      branches: string[];
      mlro: boolean;
    };
    UserAccess: {
      /** @enum {string} */
      role: 'user' | 'Staff' | 'Admin';
      branches: string[];
      mlro?: boolean;
    };
    AdminCheck: {
      admin: boolean;
    };
    AuthProviders: {
      google: {
        enabled: boolean;
        reason?: string;
      };
    };
    PasswordPolicy: {
      minLength: number;
      maxLength: number;
      requireLowercase: boolean;
      requireUppercase: boolean;
      requireNumeric: boolean;
      requireNonAlphanumeric: boolean;
    };
    Currency: {
      value: string;
      label: string;
      Rate: number;
      Sell: number;
      Buy: number;
      updatedAt: string;
    };
    LatestRates: {
      on: boolean;
      provider: string;
      refreshMinutes: number;
      outlierPercent: number;
      lastRefreshAt: string | null;
      failures: {
        value: string;
        reason: string;
        message: string;
      }[];
      held: {
        value: string;
        storedRate: number;
        proposedRate: number;
        changePercent: number;
        fetchedAt: string;
      }[];
    };
    /** @description A branch's shop-window rate board */
    Board: {
      branch: {
        key: string;
        name: string;
      };
      currencies: {
        code: string;
        label: string;
        sell: string;
        buy: string;
      }[];
      ratesAt: string | null;
      chosen: boolean;
    };
    BusinessProfile: {
      tradingName: string;
      legalName: string;
      phone: string;
      supportEmail: string;
      postalAddress: string;
      companyNumber: string;
      msbNumber: string;
      moneyTransferUrl: string;
    };
    BusinessProfileBody: {
      tradingName: string;
      legalName: string;
      phone: string;
      /** Format: email */
      supportEmail: string;
      postalAddress: string;
      companyNumber: string;
      msbNumber: string;
    };
    BusinessInfo: {
      tradingName: string;
      legalName: string;
      phone: string;
      supportEmail: string;
      postalAddress: string;
      companyNumber: string;
      msbNumber: string;
      moneyTransferUrl: string;
      transferProviders: {
        name: string;
        url: string;
      }[];
      appStoreUrl: string | null;
      playStoreUrl: string | null;
    };
    /** @description A collection point */
    Branch: {
      key: string;
      name: string;
      address: string;
      phone: string;
      latitude: number;
      longitude: number;
      openingHours: {
        monday: {
          opens: string;
          closes: string;
        } | null;
        tuesday: {
          opens: string;
          closes: string;
        } | null;
        wednesday: {
          opens: string;
          closes: string;
        } | null;
        thursday: {
          opens: string;
          closes: string;
        } | null;
        friday: {
          opens: string;
          closes: string;
        } | null;
        saturday: {
          opens: string;
          closes: string;
        } | null;
        sunday: {
          opens: string;
          closes: string;
        } | null;
      } & {
        [key: string]: {
          opens: string;
          closes: string;
        } | null;
      };
    };
    BranchBody: {
      name: string;
      address: string;
      phone: string;
      openingHours: {
        monday: {
          opens: string;
          closes: string;
        } | null;
        tuesday: {
          opens: string;
          closes: string;
        } | null;
        wednesday: {
          opens: string;
          closes: string;
        } | null;
        thursday: {
          opens: string;
          closes: string;
        } | null;
        friday: {
          opens: string;
          closes: string;
        } | null;
        saturday: {
          opens: string;
          closes: string;
        } | null;
        sunday: {
          opens: string;
          closes: string;
        } | null;
      } & {
        [key: string]: {
          opens: string;
          closes: string;
        } | null;
      };
      latitude: number;
      longitude: number;
    };
    CollectionDay: {
      /** Format: date */
      date: string;
      open: boolean;
      opens: string | null;
      closes: string | null;
      readyFrom: string | null;
    };
    BranchClosure: {
      id: string;
      branchKey: string;
      /** Format: date */
      date: string;
      reason: string;
    };
    ContactReceipt: {
      id: string;
      receivedAt: string;
    };
    ContactMessage: {
      id: string;
      name: string;
      email: string;
      phone: string;
      message: string;
      createdAt: string;
      handledAt: string | null;
      handledBy: string | null;
    };
    Denominations: {
      currency: string;
      denominations: number[];
    };
    CurrencyStock: {
      branch: string;
      currency: string;
      tracked: boolean;
      lowBelow: number | null;
      low: boolean;
      notes: {
        denomination: number;
        onHand: number;
        reserved: number;
        available: number;
      }[];
      onHand: number;
      reserved: number;
      available: number;
    };
    BranchAvailability: {
      branch: string;
      available: boolean;
      from: string | null;
      onRequest: boolean;
    };
    Order: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
    };
    PlacedOrder: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      customerUrl: string;
    };
    CustomerOrder: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      canCancel: boolean;
    };
    OrderLimits: {
      maxOrderGbp: number;
      maxGbp90Days: number;
      quoteMinutes: number;
      idCheckFromGbp: number;
    };
    SanctionsMatch: {
      uniqueId: string;
      name: string;
      regime: string;
      matched: string;
    };
    StaffOrder: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      flags: ('high-notes' | 'near-threshold' | 'linked')[];
      /** @enum {string|null} */
      review: 'held' | 'cleared' | null;
      holdReasons: ('due-diligence' | 'sanctions')[];
      /** @enum {string|null} */
      sanctions: 'held' | 'cleared' | 'reported' | null;
      sanctionsMatch: components['schemas']['SanctionsMatch'] | null;
      linkedGbp: number | null;
      idCheck: {
        /** @enum {string} */
        type: 'passport' | 'uk-driving-licence' | 'eu-driving-licence' | 'eu-id-card';
        last4: string;
        checkedBy: string;
        checkedAt: string;
      } | null;
      deleteReason: string | null;
      anonymised: boolean;
    };
    OrderDetails: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      flags: ('high-notes' | 'near-threshold' | 'linked')[];
      /** @enum {string|null} */
      review: 'held' | 'cleared' | null;
      holdReasons: ('due-diligence' | 'sanctions')[];
      /** @enum {string|null} */
      sanctions: 'held' | 'cleared' | 'reported' | null;
      sanctionsMatch: components['schemas']['SanctionsMatch'] | null;
      linkedGbp: number | null;
      idCheck: {
        /** @enum {string} */
        type: 'passport' | 'uk-driving-licence' | 'eu-driving-licence' | 'eu-id-card';
        last4: string;
        checkedBy: string;
        checkedAt: string;
      } | null;
      deleteReason: string | null;
      anonymised: boolean;
      actions: ('accept' | 'complete' | 'delete')[];
      history: {
        action: string;
        from: string | null;
        to: string | null;
        actor: string | null;
        at: string;
      }[];
    };
    OrderLookup: {
      Order_Id: string;
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      time: string;
    };
    OrderStats: {
      Pending: number;
      Accepted: number;
      Completed: number;
      daily: {
        date: string;
        orders: number;
        gbp: number;
      }[];
    };
    Quote: {
      /** Format: uuid */
      id: string;
      currency: string;
      /** @enum {string} */
      way: 'Order' | 'Sell';
      give: number;
      take: number;
      rate: number;
      expiresAt: string;
    };
    GoingLiveItem: {
      id: string;
      problem: string;
      fix: string;
    };
    GoingLive: {
      checks: components['schemas']['GoingLiveItem'][];
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'unavailable';
      /** @enum {string} */
      database: 'up' | 'down';
      writable: boolean;
      uptimeSeconds: number;
    };
    Transfer: {
      /** Format: uuid */
      id: string;
      from: string;
      to: string;
      currency: string;
      /** @enum {string} */
      status: 'requested' | 'sent' | 'received' | 'cancelled';
      notes: {
        denomination: number;
        count: number;
      }[];
      value: number;
      expectedDate: string;
      requestedBy: string;
      requestedAt: string;
      sentAt: string | null;
      receivedAt: string | null;
    };
    GbpTill: {
      float: number | null;
      floatSetBy: string | null;
      floatSetAt: string | null;
      expected: number | null;
      counted: number | null;
      variance: number | null;
    };
    DayReport: {
      branch: string;
      date: string;
      closed: boolean;
      closedBy: string | null;
      closedAt: string | null;
      ordersCompleted: number;
      gbpIn: number;
      gbpOut: number;
      gbpTill: components['schemas']['GbpTill'];
      currencies: {
        currency: string;
        notesIn: {
          denomination: number;
          count: number;
        }[];
        notesOut: {
          denomination: number;
          count: number;
        }[];
        in: number;
        out: number;
        expected: number;
        counted: number | null;
        variance: number | null;
        counts: {
          denomination: number;
          expected: number;
          counted: number;
          variance: number;
        }[];
      }[];
    };
    DayClose: {
      expected: {
        currency: string;
        notes: {
          denomination: number;
          count: number;
        }[];
        value: number;
      }[];
      report: components['schemas']['DayReport'];
    };
    LinkedOrder: {
      _id: string;
      Order_Id: string;
      TotalMoney: number;
      time: string;
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      addressKey: string;
    };
    HeldOrder: {
      _id: string;
      Order_Id: string;
      Name: string;
      Email: string;
      Phone_Number: string;
      Address: string;
      addressKey: string;
      Orders: {
        currencyMy: number;
        currencyMycurrent: string;
        currencyTake: number;
        currencyTakecurrent: string;
        Rate: number;
        /** @enum {string} */
        status: 'buy' | 'sell';
        notes: {
          denomination: number;
          count: number;
        }[];
        changeGbp: number;
      }[];
      /** @enum {string} */
      status: 'buy' | 'sell';
      /** @enum {string} */
      Status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      title: string;
      FxAmount: string;
      TotalMoney: number;
      time: string;
      collectionDate: string;
      collectionNote: string;
      holdUntil: string;
      /** @enum {string} */
      notePreference: 'mixed' | 'large' | 'small';
      highValueNotes: boolean;
      highValueNotesUnavoidable: boolean;
      onRequest: boolean;
      firstMessege?: string;
      secondTitle?: string;
      secondMessege?: string[];
      note?: string;
      flags: ('high-notes' | 'near-threshold' | 'linked')[];
      /** @enum {string|null} */
      review: 'held' | 'cleared' | null;
      holdReasons: ('due-diligence' | 'sanctions')[];
      /** @enum {string|null} */
      sanctions: 'held' | 'cleared' | 'reported' | null;
      sanctionsMatch: components['schemas']['SanctionsMatch'] | null;
      linkedGbp: number | null;
      idCheck: {
        /** @enum {string} */
        type: 'passport' | 'uk-driving-licence' | 'eu-driving-licence' | 'eu-id-card';
        last4: string;
        checkedBy: string;
        checkedAt: string;
      } | null;
      deleteReason: string | null;
      anonymised: boolean;
      linkedOrders: components['schemas']['LinkedOrder'][];
    };
    Receipt: {
      orderId: string;
      orderNumber: string;
      title: string;
      /** @enum {string} */
      status: 'buy' | 'sell';
      business: {
        tradingName: string;
        legalName: string;
        msbNumber: string;
        postalAddress: string;
      };
      branch: {
        key: string;
        name: string;
        address: string;
      };
      completedAt: string;
      completedDate: string;
      completedTime: string;
      lines: {
        currency: string;
        amount: string;
        rate: string;
        commission: string;
        gbp: string;
      }[];
      commission: string;
      totalGbp: string;
      idDocument: string | null;
    };
    SuspicionBody: {
      note: string;
    };
    RaisedSuspicion: {
      id: string;
      raisedAt: string;
    };
    SuspicionDecisionBody:
      | {
          /** @enum {string} */
          decision: 'reported';
          note: string;
          reference: string;
          /** Format: date */
          reportedOn: string;
        }
      | {
          /** @enum {string} */
          decision: 'not-reported';
          note: string;
        };
    Suspicion: {
      id: string;
      orderId: string;
      orderNumber: string;
      branchKey: string;
      branch: string;
      /** @enum {string} */
      status: 'Pending' | 'Accepted' | 'Completed' | 'Deleted' | 'Cancelled' | 'Expired';
      raisedBy: string;
      raisedAt: string;
      note: string;
      decided?: {
        /** @enum {string} */
        decision: 'reported' | 'not-reported';
        by: string;
        at: string;
        note: string;
        reference?: string;
        reportedOn?: string;
      };
    };
    Today: {
      branch: {
        key: string;
        name: string;
      };
      date: string;
      nextDay: string;
      collect: components['schemas']['StaffOrder'][];
      dropOffs: components['schemas']['StaffOrder'][];
      overdue: components['schemas']['StaffOrder'][];
      tomorrow: components['schemas']['StaffOrder'][];
    };
    OrderPulse: {
      latest: string | null;
      counts: {
        Pending: number;
        Accepted: number;
      };
    };
    RateAlertReceipt: {
      message: string;
    };
    RateHistory: {
      code: string;
      label: string;
      days: number;
      points: {
        date: string;
        sell: number;
        buy: number;
        /** @enum {string} */
        source: 'bureau' | 'reference';
      }[];
    };
    SanctionsImport: {
      /** Format: date */
      listDate: string;
      entries: number;
      names: number;
    };
    SanctionsStatus: {
      /** Format: date */
      listDate: string | null;
      /** Format: date-time */
      importedAt: string | null;
      entries: number;
      names: number;
    };
    Upsell: {
      Upsell: {
        text: string;
        amount: number;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
