/**
 * Reading the deployment files the way their tools do, for the script that runs the Dockerfile's
 * steps on the host (docker-steps.ts) and for the tests that hold the files to their promises:
 * the Dockerfile's instructions and stages, .dockerignore's patterns, and compose.yaml's
 * `${VARIABLE}` interpolation. Only what those files use is understood; anything else is an error
 * rather than a guess.
 */

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
  line: number;
}

export interface Stage {
  base: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's stages, each with its instructions in order (comments and blank lines gone). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const first = index + 1;
    let logical = lines[index]!.trim();
    if (logical === '' || logical.startsWith('#')) continue;
    while (logical.endsWith('\\')) {
      logical = logical.slice(0, -1);
      // Comment lines inside a continued instruction are dropped, as Docker does.
      let next = lines[++index];
      while (next !== undefined && next.trim().startsWith('#')) next = lines[++index];
      if (next === undefined) break;
      logical += ' ' + next.trim();
    }
    const match = /^(\S+)\s*(.*)$/s.exec(logical)!;
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!.trim();
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile line ${first}: FROM ${args} is not understood`);
      stages.push({ base: from[1]!, name: from[2], instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile line ${first}: ${keyword} before any FROM`);
    stage.instructions.push({ keyword, args, line: first });
  }
  return stages;
}

/** `--name=value` flags at the start of an instruction's arguments, and what follows them. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (;;) {
    const match = /^--([a-z-]+)=(\S+)\s*/.exec(rest);
    if (!match) return { flags, rest };
    flags[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
}

/** A command in exec form (a JSON array) as it is; in shell form, run by /bin/sh -c. */
export function commandOf(args: string): string[] {
  if (args.startsWith('[')) {
    const parsed: unknown = JSON.parse(args);
    if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
      throw new Error(`not a command: ${args}`);
    }
    return parsed;
  }
  return ['/bin/sh', '-c', args];
}

/** Whitespace-separated words, quotes grouping and removed, a backslash escaping (ENV, COPY). */
function words(text: string): string[] {
  const result: string[] = [];
  let current: string | undefined;
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\\' && quote !== "'" && index + 1 < text.length) {
      current = (current ?? '') + text[++index];
    } else if (quote) {
      if (char === quote) quote = undefined;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current ??= '';
    } else if (/\s/.test(char)) {
      if (current !== undefined) result.push(current);
      current = undefined;
    } else current = (current ?? '') + char;
  }
  if (quote) throw new Error(`unclosed quote in ${text}`);
  if (current !== undefined) result.push(current);
  return result;
}

/** ENV's pairs: `A=1 B="two words"`, or the older `A value` form. */
export function parseEnv(args: string): Array<[string, string]> {
  const first = /^(\S+)\s+(.*)$/.exec(args);
  if (first && !first[1]!.includes('=')) return [[first[1]!, first[2]!]];
  return words(args).map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 1) throw new Error(`ENV ${args}: "${pair}" is not NAME=value`);
    return [pair.slice(0, equals), pair.slice(equals + 1)];
  });
}

/** COPY's or VOLUME's paths, in JSON form or separated by whitespace. */
export function pathsOf(args: string): string[] {
  return args.startsWith('[') ? commandOf(args) : words(args);
}

const globPart = (part: string) =>
  part
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');

/** A .dockerignore pattern as a regular expression over a slash-separated relative path. */
function patternExpression(pattern: string): RegExp {
  const parts = pattern.split('/').filter((part) => part !== '' && part !== '.');
  let source = '';
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    if (part === '**') source += last ? '.*' : '(?:[^/]+/)*';
    else source += globPart(part) + (last ? '' : '/');
  });
  return new RegExp(`^${source}$`);
}

export interface ContextFilter {
  /** Whether a path of the build context (relative, with slashes) stays out of the image's build. */
  ignored(path: string): boolean;
  /** Whether a folder can be passed over whole: left out, and no `!` exception could bring back part of it. */
  skipsFolder(path: string): boolean;
}

/**
 * .dockerignore's rules as Docker applies them: the last pattern matching a path, or one of the
 * folders it is in, decides; a `!` pattern brings back what an earlier one left out.
 */
export function parseDockerignore(text: string): ContextFilter {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const exception = line.startsWith('!');
      return { exception, expression: patternExpression(exception ? line.slice(1) : line) };
    });
  const hasExceptions = rules.some((rule) => rule.exception);
  const ignored = (path: string): boolean => {
    const parts = path.split('/').filter((part) => part !== '' && part !== '.');
    const selfAndFolders = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let result = false;
    for (const rule of rules) {
      if (selfAndFolders.some((candidate) => rule.expression.test(candidate))) {
        result = !rule.exception;
      }
    }
    return result;
  };
  return { ignored, skipsFolder: (path) => !hasExceptions && ignored(path) };
}

/**
 * Compose's interpolation of one value: `${NAME}`, `${NAME:-default}`, `${NAME-default}`,
 * `${NAME:?message}`, `${NAME?message}` and `$$` for a dollar sign. A required variable that is
 * missing throws its message, as `docker compose` stops with it.
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, braced?: string, colon?: string, kind?: string, word?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = braced ?? bare!;
      const given = variables[name];
      const missing = given === undefined || (colon === ':' && given === '');
      if (kind === '-') return missing ? (word ?? '') : given!;
      if (kind === '?') {
        if (missing) throw new Error(`${name}: ${word || 'required'}`);
        return given!;
      }
      return given ?? '';
    },
  );
}

/** Every variable name `${…}` or `$NAME` refers to in a text, in order of first appearance. */
export function variablesIn(text: string): string[] {
  const names = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)|\$(?!\$)([A-Za-z_][A-Za-z0-9_]*)/g)]
    .filter((match) => match.index === 0 || text[match.index - 1] !== '$')
    .map((match) => match[1] ?? match[2]!);
  return [...new Set(names)];
}
