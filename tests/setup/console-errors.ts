// A test that makes its code log an error fails, so a warning React or a library prints does not
// scroll past unread. A test that means to cause one replaces console.error with a spy of its own.
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const print = console.error;
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    print(...args);
  };
});

afterEach(() => {
  console.error = print;
  if (logged.length > 0) {
    throw new Error(`The test logged ${logged.length} error(s); the first:\n${logged[0]}`);
  }
});
