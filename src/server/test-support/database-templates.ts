/**
 * Migrated templates of the test databases, made once per run (tests/setup/
 * test-database-templates.ts): a SQLite file that a new test database copies, and a PostgreSQL
 * schema with a script that clones it into a new schema in one round trip. Running every migration
 * for each test database took most of the unit tests' time. The templates are migrated, not
 * seeded: a test app seeds its database when it starts, as before, at the time it starts.
 *
 * The clone is checked against its template (tables, columns, constraints, indexes, triggers,
 * functions, types, rows) when the templates are made; if a migration makes something the clone
 * does not copy, the run says so and each PostgreSQL test database migrates as before.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** Where the workers find the templates: set by the run before they start, which inherit it. */
const TEMPLATES_ENV = 'TEST_DATABASE_TEMPLATES';
/** In the clone script, the name of the schema to create. */
const TARGET = '__fx_clone_target__';

interface Templates {
  /** The migrated SQLite file. */
  sqlite?: string;
  /** The file holding the script that clones the PostgreSQL template into TARGET. */
  postgresScript?: string;
}

function templates(): Templates {
  const value = process.env[TEMPLATES_ENV];
  return value ? (JSON.parse(value) as Templates) : {};
}

/** Copies the migrated SQLite template to `path`; false when the run made none. */
export async function copySqliteTemplate(path: string): Promise<boolean> {
  const template = templates().sqlite;
  if (!template) return false;
  await copyFile(template, path);
  return true;
}

let postgresScript: Promise<string | undefined> | undefined;

/**
 * The statements that create `schema` as a copy of the migrated PostgreSQL template, tables, rows
 * and all; undefined when the run made no template.
 */
export async function postgresCloneScript(schema: string): Promise<string | undefined> {
  postgresScript ??= (async () => {
    const file = templates().postgresScript;
    return file ? readFile(file, 'utf8') : undefined;
  })();
  return (await postgresScript)?.replaceAll(TARGET, schema);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrate(url: string): Promise<void> {
  const { db, dialect } = openDatabase(url);
  try {
    await migrateToLatest(db, dialect);
    // Everything in the file itself, the one file a copy takes.
    if (dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
  } finally {
    await db.destroy();
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The statements that copy schema `template` into TARGET. Read with only pg_catalog on the
 * search_path, so that PostgreSQL names every object of the template with its schema, which the
 * script then names TARGET instead.
 */
async function cloneScript(client: pg.Client, template: string): Promise<string> {
  await client.query('set search_path = pg_catalog');
  const rows = async (text: string) => (await client.query(text, [template])).rows;
  const tables: Array<{ name: string; columns: string[] }> = await rows(`
    select c.relname as name,
      array(select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum > 0
        and not a.attisdropped and a.attgenerated = '' order by a.attnum)::text[] as columns
    from pg_class c where c.relnamespace = $1::regnamespace and c.relkind = 'r'
    order by c.relname`);
  const functions: Array<{ def: string }> = await rows(`
    select pg_get_functiondef(p.oid) as def from pg_proc p
    where p.pronamespace = $1::regnamespace and p.prokind in ('f', 'p') order by p.proname`);
  const constraints: Array<{ tbl: string; name: string; def: string; type: string }> = await rows(`
    select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def,
      k.contype as type
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where c.relnamespace = $1::regnamespace and k.contype in ('p', 'u', 'x', 'c', 'f')
    order by k.contype = 'f', c.relname, k.conname`);
  const indexes: Array<{ def: string }> = await rows(`
    select pg_get_indexdef(i.indexrelid) as def from pg_index i
    join pg_class c on c.oid = i.indexrelid
    where c.relnamespace = $1::regnamespace
      and not exists (select from pg_constraint k where k.conindid = i.indexrelid
        and k.contype in ('p', 'u', 'x'))
    order by c.relname`);
  const triggers: Array<{ def: string }> = await rows(`
    select pg_get_triggerdef(t.oid) as def from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = $1::regnamespace and not t.tgisinternal
    order by c.relname, t.tgname`);
  await client.query('reset search_path');

  const source = ident(template);
  const target = ident(TARGET);
  // What PostgreSQL wrote naming the template's objects, naming the clone's instead.
  const retarget = (def: string) => def.replaceAll(`${template}.`, `${target}.`);
  const table = (name: string) => `${target}.${ident(name)}`;
  const keys = constraints.filter((constraint) => constraint.type !== 'f');
  const foreignKeys = constraints.filter((constraint) => constraint.type === 'f');
  const like = 'including defaults including generated including identity including storage';
  return [
    'begin',
    // The functions come first; their bodies name tables that come after.
    'set local check_function_bodies = off',
    `create schema ${target}`,
    ...functions.map(({ def }) => retarget(def)),
    ...tables.map(
      ({ name }) => `create table ${table(name)} (like ${source}.${ident(name)} ${like})`,
    ),
    ...tables.map(({ name, columns }) => {
      const list = columns.map(ident).join(', ');
      return `insert into ${table(name)} (${list}) overriding system value
        select ${list} from ${source}.${ident(name)}`;
    }),
    ...keys.map(
      ({ tbl, name, def }) =>
        `alter table ${table(tbl)} add constraint ${ident(name)} ${retarget(def)}`,
    ),
    ...indexes.map(({ def }) => retarget(def)),
    ...foreignKeys.map(
      ({ tbl, name, def }) =>
        `alter table ${table(tbl)} add constraint ${ident(name)} ${retarget(def)}`,
    ),
    ...triggers.map(({ def }) => retarget(def)),
    'commit',
  ]
    .map((statement) => `${statement};\n`)
    .join('');
}

/**
 * What a schema holds, its own name written as S: to check a clone against its template. Sorted
 * lines of its tables and columns, constraints, indexes, triggers, functions, types, sequences,
 * views, and each table's rows.
 */
async function fingerprint(client: pg.Client, schema: string): Promise<string> {
  await client.query('set search_path = pg_catalog');
  try {
    const { rows } = await client.query<{ line: string }>(
      `
      select concat_ws(' ', 'relation', c.relname, c.relkind) as line from pg_class c
        where c.relnamespace = $1::regnamespace
      union all
      select concat_ws(' ', 'column', c.relname,
          row_number() over (partition by c.oid order by a.attnum), a.attname,
          format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid),
          a.attidentity, a.attgenerated, a.attcollation::regcollation)
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace = $1::regnamespace and a.attnum > 0 and not a.attisdropped
      union all
      select concat_ws(' ', 'constraint', c.relname, k.conname, pg_get_constraintdef(k.oid))
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where c.relnamespace = $1::regnamespace
      union all
      select concat_ws(' ', 'index', pg_get_indexdef(i.indexrelid)) from pg_index i
        join pg_class c on c.oid = i.indexrelid where c.relnamespace = $1::regnamespace
      union all
      select concat_ws(' ', 'trigger', pg_get_triggerdef(t.oid)) from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = $1::regnamespace and not t.tgisinternal
      union all
      select concat_ws(' ', 'routine', pg_get_function_identity_arguments(p.oid), p.proname,
          p.prokind, md5(p.prosrc))
        from pg_proc p where p.pronamespace = $1::regnamespace
      union all
      select concat_ws(' ', 'type', t.typname, t.typtype) from pg_type t
        where t.typnamespace = $1::regnamespace
      union all
      select concat_ws(' ', 'policy', c.relname, p.polname) from pg_policy p
        join pg_class c on c.oid = p.polrelid where c.relnamespace = $1::regnamespace
      union all
      select concat_ws(' ', 'rule', c.relname, r.rulename) from pg_rewrite r
        join pg_class c on c.oid = r.ev_class where c.relnamespace = $1::regnamespace
      `,
      [schema],
    );
    const tables = await client.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = $1::regnamespace
        and relkind = 'r'`,
      [schema],
    );
    const data: string[] = [];
    for (const { name } of tables.rows) {
      const { rows: [row] = [] } = await client.query<{ count: string; hash: string | null }>(
        `select count(*) as count, md5(string_agg(t::text, ',' order by t::text)) as hash
          from ${ident(schema)}.${ident(name)} t`,
      );
      data.push(`rows ${name} ${row?.count} ${row?.hash}`);
    }
    return [...rows.map((row) => row.line), ...data]
      .map((line) => line.replaceAll(schema, 'S'))
      .sort()
      .join('\n');
  } finally {
    await client.query('reset search_path');
  }
}

/**
 * Makes the run's templates in `directory` (and, with `postgresUrl`, in that database): migrated
 * once, to be copied by every test database of the run. Answers the teardown that removes them.
 */
export async function makeTestDatabaseTemplates(
  directory: string,
  postgresUrl: string | undefined,
): Promise<() => Promise<void>> {
  const made: Templates = {};
  const sqlite = join(directory, 'template.sqlite');
  await migrate(`file:${sqlite}`);
  made.sqlite = sqlite;

  let dropTemplate = async () => {};
  if (postgresUrl) {
    const id = randomUUID().replaceAll('-', '');
    const template = `test_template_${id}`;
    const check = `test_template_check_${id}`;
    const making = withClient(postgresUrl, async (client) => {
      await client.query(`create schema ${template}`);
      dropTemplate = () =>
        withClient(postgresUrl, (other) => other.query(`drop schema ${template} cascade`)).then(
          () => {},
        );
      const url = new URL(postgresUrl);
      url.searchParams.set('options', `-c search_path=${template}`);
      await migrate(url.toString());
      const script = await cloneScript(client, template);
      try {
        await client.query(script.replaceAll(TARGET, check));
        const [original, clone] = [
          await fingerprint(client, template),
          await fingerprint(client, check),
        ];
        if (original === clone) {
          made.postgresScript = join(directory, 'postgres-template.sql');
          await writeFile(made.postgresScript, script);
        } else {
          const [ours, theirs] = [new Set(original.split('\n')), new Set(clone.split('\n'))];
          const difference =
            [...ours].find((line) => !theirs.has(line)) ??
            [...theirs].find((line) => !ours.has(line));
          console.warn(
            `\nThe PostgreSQL test template does not clone faithfully (${difference}): each PostgreSQL test database migrates instead. See src/server/test-support/database-templates.ts.\n`,
          );
        }
      } finally {
        await client.query(`drop schema if exists ${check} cascade`);
      }
    });
    // A run that stops here leaves no template behind.
    await making.catch(async (error: unknown) => {
      await dropTemplate().catch(() => {});
      throw error;
    });
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(made);
  return async () => {
    delete process.env[TEMPLATES_ENV];
    await dropTemplate();
  };
}
