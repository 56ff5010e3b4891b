/**
 * Loaded into a server under test (`NODE_OPTIONS=--import=…/module-log.ts`): appends the address
 * of each module the process loads to the file MODULE_LOG names, as it loads, so a test can see
 * what a start-up loaded and what a request loaded after it.
 */
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const log = process.env.MODULE_LOG;
if (log) {
  registerHooks({
    load(url, context, next) {
      appendFileSync(log, `${url}\n`);
      return next(url, context);
    },
  });
}
