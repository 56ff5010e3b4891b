/**
 * The Node.js the server needs (package.json's engines), checked before any TypeScript file is
 * loaded: on an older Node, `npm start` and the image's command stop with one line saying so,
 * rather than a stack trace about the ".ts" extension. Plain JavaScript using nothing newer than
 * what Node 12 understands, since it is what runs on the Node that is too old.
 */
import { readFileSync } from 'node:fs';

/** The major version a `>=N` engines range asks for; 24 when it says nothing that simple. */
export function requiredMajor(range) {
  const match = /^\s*>=\s*v?(\d+)(\.\d+){0,2}\s*$/.exec(range || '');
  return match ? Number(match[1]) : 24;
}

/** The line to stop with when `version` (like process.versions.node) is older; else undefined. */
export function nodeVersionProblem(version, required) {
  const major = Number(String(version).split('.')[0]);
  if (major >= required) return undefined;
  return `Node.js ${required} or later is required (this is ${version}): install Node ${required}, or run the Docker image (docs/deploy.md)`;
}

/** Stops the process with that one line, and exit code 1, when this Node is too old. */
export function exitUnlessNodeSupported() {
  let range;
  try {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url)));
    range = manifest.engines && manifest.engines.node;
  } catch {
    range = undefined;
  }
  const problem = nodeVersionProblem(process.versions.node, requiredMajor(range));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
