/**
 * The deployment files keep their promises (docs/deploy.md): the Dockerfile, .dockerignore and
 * compose.yaml, read the way their tools read them. scripts/docker-steps.system.test.ts runs
 * the steps.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { EnvSchema, loadConfig } from '#server/config/env.ts';
import { SERVER_BUNDLE, SERVER_NODE_OPTIONS } from '#server/test-support/server-process.ts';
import {
  commandOf,
  interpolate,
  parseDockerfile,
  parseDockerignore,
  parseEnv,
  pathsOf,
  splitFlags,
  variablesIn,
} from './deploy-files.ts';

/** Variables compose.yaml reads that the server does not: each is explained in docs/deploy.md. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD'];

const read = (path: string) => readFileSync(path, 'utf8');

describe('reading the deployment files', () => {
  it('reads a Dockerfile into stages, joining continued lines and dropping comments', () => {
    const stages = parseDockerfile(
      [
        '# a comment',
        'FROM node:24-slim AS build',
        'RUN one \\',
        '  # dropped',
        '  two',
        'from node:24-slim',
        'ENV A=1 B="two words" C=\'x y\'',
        'HEALTHCHECK --interval=5s CMD ["node", "-e", "1"]',
      ].join('\n'),
    );
    expect(stages.map(({ base, name }) => [base, name])).toEqual([
      ['node:24-slim', 'build'],
      ['node:24-slim', undefined],
    ]);
    expect(stages[0]!.instructions).toEqual([{ keyword: 'RUN', args: 'one  two', line: 3 }]);
    expect(parseEnv(stages[1]!.instructions[0]!.args)).toEqual([
      ['A', '1'],
      ['B', 'two words'],
      ['C', 'x y'],
    ]);
    expect(parseEnv('LEGACY some value')).toEqual([['LEGACY', 'some value']]);
    const { flags, rest } = splitFlags(stages[1]!.instructions[1]!.args);
    expect(flags).toEqual({ interval: '5s' });
    expect(commandOf(rest.replace(/^CMD /, ''))).toEqual(['node', '-e', '1']);
    expect(commandOf('npm run build')).toEqual(['/bin/sh', '-c', 'npm run build']);
    expect(pathsOf('["a b", "c"]')).toEqual(['a b', 'c']);
    expect(() => parseDockerfile('RUN x')).toThrow(/before any FROM/);
  });

  it("applies .dockerignore's patterns to paths and the folders they are in", () => {
    const filter = parseDockerignore(
      '# c\nnode_modules\n**/*.test.ts\n/secret*\ndocs\n!docs/keep.md',
    );
    expect(filter.ignored('node_modules')).toBe(true);
    expect(filter.ignored('node_modules/vite/package.json')).toBe(true);
    expect(filter.ignored('src/a/b.test.ts')).toBe(true);
    expect(filter.ignored('b.test.ts')).toBe(true);
    expect(filter.ignored('src/a/b.ts')).toBe(false);
    expect(filter.ignored('secret.txt')).toBe(true);
    expect(filter.ignored('src/secret.txt')).toBe(false);
    expect(filter.ignored('docs/other.md')).toBe(true);
    expect(filter.ignored('docs/keep.md')).toBe(false);
    // With an exception, a folder left out is still looked into.
    expect(filter.skipsFolder('docs')).toBe(false);
    expect(parseDockerignore('node_modules').skipsFolder('node_modules')).toBe(true);
  });

  it("interpolates compose's variables, stopping on a missing required one", () => {
    const variables = { SET: 'yes', EMPTY: '' };
    expect(interpolate('${SET}-${UNSET}-$SET', variables)).toBe('yes--yes');
    expect(interpolate('${EMPTY:-d} ${EMPTY-d} ${UNSET-d}', variables)).toBe('d  d');
    expect(interpolate('$${SET}', variables)).toBe('${SET}');
    expect(() => interpolate('${UNSET:?say this}', variables)).toThrow('UNSET: say this');
    expect(() => interpolate('${EMPTY:?}', variables)).toThrow('EMPTY: required');
    expect(interpolate('${EMPTY?}', variables)).toBe('');
    expect(variablesIn('a ${A:-x} $B $${C} ${A}')).toEqual(['A', 'B']);
  });
});

describe('the Dockerfile', () => {
  const stages = parseDockerfile(read('Dockerfile'));
  const image = stages.at(-1)!;
  const all = (keyword: string, stage = image) =>
    stage.instructions.filter((instruction) => instruction.keyword === keyword);
  const one = (keyword: string) => {
    const found = all(keyword);
    expect(found, keyword).toHaveLength(1);
    return found[0]!.args;
  };

  it('builds in one stage on Node 24 and runs in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.base).toMatch(/^node:24(-|$)/);
    const build = stages[0]!;
    const runs = all('RUN', build).map(({ args }) => args);
    expect(runs).toContainEqual(expect.stringMatching(/^npm ci --omit=dev\b/));
    expect(runs).toContain('npm run build');
    // Only production dependencies anywhere.
    for (const stage of stages) {
      for (const { args } of all('RUN', stage)) {
        if (/\bnpm (ci|install)\b/.test(args)) expect(args).toMatch(/--omit=dev/);
      }
    }
  });

  it('runs as a user other than root, with the data on a volume', () => {
    expect(one('USER')).not.toMatch(/^(root|0)(:|$)/);
    const volumes = all('VOLUME').flatMap(({ args }) => pathsOf(args));
    expect(volumes).toEqual(['/data']);
    const env = Object.fromEntries(all('ENV').flatMap(({ args }) => parseEnv(args)));
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      DATABASE_URL: 'file:/data/fx.sqlite',
    });
    // The user must be able to write the volume: it is made its own before USER.
    const beforeUser = image.instructions.slice(
      0,
      image.instructions.findIndex(({ keyword }) => keyword === 'USER'),
    );
    const [uid] = one('USER').split(':');
    expect(
      beforeUser.some(({ keyword, args }) => keyword === 'RUN' && args.includes(`chown ${uid}`)),
    ).toBe(true);
  });

  it('checks its health on /api/health and starts the server the way npm start does', () => {
    const { flags, rest } = splitFlags(one('HEALTHCHECK'));
    expect(Object.keys(flags)).toEqual(
      expect.arrayContaining(['interval', 'timeout', 'start-period', 'retries']),
    );
    expect(rest).toMatch(/^CMD \[/);
    expect(rest).toContain('/api/health');
    expect(rest).toContain('process.env.PORT');
    // Node itself, not npm, so that docker stop's SIGTERM reaches the server.
    const cmd = commandOf(one('CMD'));
    expect(cmd).toEqual(['node', ...SERVER_NODE_OPTIONS, SERVER_BUNDLE]);
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(cmd.join(' '));
  });

  it('has npm start check the Node version before it runs the build check or the server', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const steps = scripts.start!.split('&&').map((step) => step.trim().split(/\s+/));
    for (const step of steps) {
      expect(step[0]).toBe('node');
      const entry = step.findIndex((word) => /\.(ts|js)$/.test(word));
      const preload = step.indexOf('./src/server/compile-cache.mjs');
      expect(preload, step.join(' ')).toBeGreaterThan(0);
      expect(preload).toBeLessThan(entry);
    }
  });

  it('sends the build what it needs, and nothing local or secret', () => {
    const filter = parseDockerignore(read('.dockerignore'));
    for (const path of [
      '.env',
      '.git/config',
      'node_modules/vite/package.json',
      'data/fx.sqlite',
    ]) {
      expect(filter.ignored(path), path).toBe(true);
    }
    for (const path of ['dist/web/index.html', 'src/server/main.system.test.ts', 'bench/run.ts']) {
      expect(filter.ignored(path), path).toBe(true);
    }
    for (const path of [
      'package.json',
      'package-lock.json',
      'vite.config.ts',
      'tsconfig.json',
      'src/web/main.tsx',
      'src/web/index.html',
      'scripts/prerender.ts',
      'src/server/main.ts',
      'src/server/compile-cache.mjs',
      'src/shared/schemas/health.ts',
    ]) {
      expect(filter.ignored(path), path).toBe(false);
    }
  });
});

describe('compose.yaml', () => {
  const text = read('compose.yaml');
  const compose = parseYaml(text) as {
    services: Record<
      string,
      {
        build?: string;
        image?: string;
        environment?: Record<string, string | number>;
        depends_on?: Record<string, { condition: string }>;
        healthcheck?: { test: string[] };
        volumes?: string[];
      }
    >;
    volumes?: Record<string, unknown>;
  };
  const { app, postgres, redis } = compose.services;
  const given = { POSTGRES_PASSWORD: 'secret', PUBLIC_URL: 'https://shop.example.co.uk' };
  const appEnvironment = (variables: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(app!.environment!).map(([name, value]) => [
        name,
        interpolate(String(value), variables),
      ]),
    );

  it('runs the app with PostgreSQL and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'redis']);
    expect(app!.build).toBe('.');
    expect(postgres!.image).toMatch(/^postgres:\d+/);
    expect(redis!.image).toMatch(/^redis:7/);
    const env = appEnvironment(given);
    expect(env.DATABASE_URL).toBe('postgres://fx:secret@postgres:5432/fx');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.PUBLIC_URL).toBe('https://shop.example.co.uk');
    // Two workers, as the bench measures them, unless .env says otherwise.
    expect(env.WORKERS).toBe('2');
    expect(appEnvironment({ ...given, WORKERS: 'auto' }).WORKERS).toBe('auto');
    expect(() => appEnvironment({ POSTGRES_PASSWORD: 'secret' })).toThrow(/^PUBLIC_URL: /);
    expect(() => appEnvironment({ PUBLIC_URL: given.PUBLIC_URL })).toThrow(/^POSTGRES_PASSWORD: /);
  });

  it('sets only variables the server reads, with values its configuration accepts', () => {
    const env = appEnvironment(given);
    for (const name of Object.keys(env)) expect(Object.keys(EnvSchema.shape)).toContain(name);
    const config = loadConfig(env);
    expect(config).toMatchObject({ WORKERS: 2, HOST: '0.0.0.0', PORT: 3000 });
  });

  it('reads, besides the server variables, only the ones docs/deploy.md explains', () => {
    const deploy = read('docs/deploy.md');
    for (const name of variablesIn(text)) {
      if (name in EnvSchema.shape) continue;
      expect(COMPOSE_ONLY, name).toContain(name);
      expect(deploy).toContain(`\`${name}\``);
    }
  });

  it('starts the app once the database and Redis answer their health checks', () => {
    expect(app!.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(postgres!.healthcheck!.test.join(' ')).toMatch(/pg_isready/);
    expect(redis!.healthcheck!.test.join(' ')).toMatch(/redis-cli ping/);
    // The app's own health check is the image's HEALTHCHECK.
    expect(app!.healthcheck).toBeUndefined();
    const [volume] = postgres!.volumes![0]!.split(':');
    expect(compose.volumes).toHaveProperty(volume!);
  });
});
