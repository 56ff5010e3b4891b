/**
 * The build's server-side entry (scripts/prerender.ts): renders a public page's markup with
 * React's static prerendering, as the browser's first render will produce it. There is no
 * database at build time: every query is still loading, so data shows as its loading state, the
 * state the browser also starts from. The page's <title> and description come back apart, for
 * the document's head.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';

export interface PrerenderedPage {
  /** What goes inside the root element. */
  body: string;
  /** The <title> and <meta> elements the page asks for. */
  head: string;
}

/** Elements React hoists to the head, which a render into an element leaves at its start. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>)/;

export async function renderPage(url: string): Promise<PrerenderedPage> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App queryClient={createQueryClient()} />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place: a large one would otherwise be revealed by an inline script,
      // which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) {
    const reasons = errors.map((error) => (error instanceof Error ? error.stack : String(error)));
    throw new Error(`prerendering ${url} failed:\n${reasons.join('\n')}`);
  }
  let body = await new Response(prelude).text();
  let head = '';
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { body, head };
}
