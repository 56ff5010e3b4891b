// Without TEST_DATABASE_URL the integration suites run on SQLite alone (in CI that is an error,
// src/server/test-support/test-databases.ts); the run's last words say so.
export default function setup() {
  return () => {
    if (process.env.TEST_DATABASE_URL) return;
    console.log(
      '\nPostgreSQL: the integration suites ran on SQLite only. To run them on PostgreSQL too:\n' +
        '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:unit\n',
    );
  };
}
