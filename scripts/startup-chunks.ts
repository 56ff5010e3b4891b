/**
 * The code every page starts with, in two files: the libraries (React, the router, the query
 * cache), which change seldom and stay cached across releases, and the app's own shared modules.
 * Left to itself the bundler splits them into a score of small chunks, one for each set of pages
 * sharing them, and on a phone each costs a round trip before the page can run.
 */
import type { Plugin } from 'vite';

const SCRIPT = /\.[cm]?[jt]sx?$/;

/** `entry`: the app's entry module, whose static imports are what every page starts with. */
export function startupChunks(entry: string): Plugin {
  /** Modules the entry reaches through static imports. */
  const startup = new Set<string>();
  return {
    name: 'startup-chunks',
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (startup.has(id)) return;
        startup.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(entry);
    },
    outputOptions(options) {
      const atStartup = (id: string) => startup.has(id) && SCRIPT.test(id.split('?')[0]!);
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: 'libraries',
              test: (id) => atStartup(id) && id.includes('/node_modules/'),
              priority: 2,
            },
            { name: 'startup', test: atStartup, priority: 1 },
          ],
        },
      };
    },
  };
}
