/**
 * Imported for its side effect, before any shared schema, by the web modules that bring zod into
 * the browser (all in lazy chunks, so zod stays out of the storefront's entry). zod decides at
 * each object schema's creation whether to compile a fast parser with `new Function`, probing for
 * it first; the CSP refuses that probe and Chrome reports it. jitless skips both.
 */
import { z } from 'zod';

z.config({ jitless: true });
