import { Writable } from 'node:stream';

/** A logger writing each JSON line into `lines`, to check what the app logs. */
export function capturedLogger(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { level: 'info', stream };
}
