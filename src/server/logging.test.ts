import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listeningText, loggerOptions } from './logging.ts';

/** An output that keeps what is written, as a terminal or as a pipe. */
function output(isTTY: boolean) {
  const lines: string[] = [];
  return { isTTY, lines, write: (text: string) => lines.push(text) };
}

/** Starts and stops a server that logs as main.ts does, and returns what it wrote. */
async function logOfAStart(isTTY: boolean) {
  const out = output(isTTY);
  const options = await loggerOptions('info', out);
  const app = Fastify({
    // Where a pipe's JSON goes, the stand-in takes it too.
    logger: 'stream' in options ? options : { ...options, stream: out },
  });
  const address = await app.listen({
    host: '127.0.0.1',
    port: 0,
    listenTextResolver: listeningText,
  });
  app.log.warn({ pending: 2 }, 'SMTP_URL is not set');
  await app.close();
  return { lines: out.lines, address };
}

describe('the server log', () => {
  it('is JSON when standard output is not a terminal', async () => {
    expect(await loggerOptions('warn', output(false))).toEqual({ level: 'warn' });
    const { lines, address } = await logOfAStart(false);
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 30, msg: `Listening on ${address}` }),
    );
  });

  it('is one readable line per entry in a terminal, with one line saying where it listens', async () => {
    const { lines, address } = await logOfAStart(true);
    const plain = lines.map(stripVTControlCharacters);
    expect(plain.filter((line) => line.includes('Listening on'))).toEqual([
      expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\] INFO: Listening on http:\/\/[\d.:]+\n$/),
    ]);
    expect(plain.join('')).toContain(`Listening on ${address}\n`);
    expect(plain).toContainEqual(
      expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\] WARN: SMTP_URL is not set \{"pending":2\}\n$/),
    );
  });
});
