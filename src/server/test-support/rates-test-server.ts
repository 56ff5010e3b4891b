/**
 * A local HTTP server on 127.0.0.1 for the rates tests. It answers each request as `answer`
 * says (JSON, raw text, a status, or a delay longer than the client waits), records every request,
 * and speaks either provider's protocol through `currencyApiAnswers` and `apilayerAnswers`.
 *
 * The browser journeys start it from the command line as the currency-api, serving the
 * reference snapshot's rates (the seeded rates, so a refresh changes none of them):
 *   node src/server/test-support/rates-test-server.ts --port N
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface Answer {
  status?: number;
  json?: unknown;
  /** Sent as it is, instead of `json`. */
  raw?: string;
  delayMs?: number;
  /** Sends the headers and this start of the body, then never finishes. */
  stallAfter?: string;
}

export interface RatesTestServer {
  /** `http://127.0.0.1:port` */
  url: string;
  requests: RecordedRequest[];
  answer: (request: RecordedRequest) => Answer;
  stop(): Promise<void>;
}

export async function startRatesTestServer(
  answer: (request: RecordedRequest) => Answer = () => ({ status: 404 }),
  listenPort = 0,
): Promise<RatesTestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    const { status = 200, json, raw, delayMs = 0, stallAfter } = handle.answer(request);
    const timer = setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      if (stallAfter !== undefined) res.write(stallAfter);
      else res.end(raw ?? (json === undefined ? '' : JSON.stringify(json)));
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  server.listen(listenPort, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const handle: RatesTestServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer,
    async stop() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return handle;
}

/** The currency-api: `/v1/currencies/gbp.json` with lower-case codes. */
export function currencyApiAnswers(rates: Record<string, unknown>) {
  return (request: RecordedRequest): Answer =>
    request.path === '/v1/currencies/gbp.json'
      ? {
          json: {
            date: '2026-11-21',
            gbp: Object.fromEntries(
              Object.entries(rates).map(([code, rate]) => [code.toLowerCase(), rate]),
            ),
          },
        }
      : { status: 404, raw: 'Not found' };
}

/** apilayer's convert call: the key in `apikey`, `to`, `from=GBP`, `amount=1`; `info.rate`. */
export function apilayerAnswers(apiKey: string, rates: Record<string, unknown>) {
  return ({ headers, query }: RecordedRequest): Answer => {
    if (headers.apikey !== apiKey) {
      return { status: 401, json: { message: 'Invalid authentication credentials' } };
    }
    const to = query.get('to') ?? '';
    if (query.get('from') !== 'GBP' || query.get('amount') !== '1' || !(to in rates)) {
      return {
        status: 400,
        json: {
          error: {
            code: 'invalid_to_currency',
            message: 'You have entered an invalid "to" property.',
          },
        },
      };
    }
    return {
      json: {
        success: true,
        query: { from: 'GBP', to, amount: 1 },
        info: { timestamp: 1763700000, rate: rates[to] },
        date: '2026-11-21',
        result: rates[to],
      },
    };
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const { default: snapshot } = await import('../db/seed/reference-rates.json', {
    with: { type: 'json' },
  });
  const server = await startRatesTestServer(
    currencyApiAnswers(snapshot.rates),
    Number(values.port ?? 0),
  );
  console.log(`currency-api for tests at ${server.url}/v1`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(0)));
  }
}
