/** How the server logs: JSON lines for whatever collects them, readable lines for a person. */
import type { Config } from './config/env.ts';

/** Where the log goes: standard output, or a stand-in in tests. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Pretty lines only when the output is a terminal, someone watching `npm run dev` or `npm start`;
 * a service manager, a container or a test reads JSON. pino-pretty is loaded only then.
 */
export async function loggerOptions(
  level: Config['LOG_LEVEL'],
  output: LogOutput = process.stdout,
) {
  if (!output.isTTY) return { level };
  const { prettyFactory } = await import('pino-pretty');
  // Formatted in the same call, not in a worker: the last lines before an exit are not lost.
  const prettify = prettyFactory({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return { level, stream: { write: (line: string) => output.write(prettify(line)) } };
}

/** The line that says where to open the site, once per address listened on. */
export const listeningText = (address: string) => `Listening on ${address}`;
