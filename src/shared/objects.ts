/**
 * Typed views of plain objects without asserting: `Object.keys` says `string[]` because an
 * object may carry more than its type declares; these check each key against the object itself.
 */

/** Whether `key` is one of the object's own keys, narrowing it to the object's key type. */
export function hasKey<T extends object>(object: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(object, key);
}

/** The object's own enumerable string keys, typed as its keys. */
export function keysOf<T extends object>(object: T): (keyof T & string)[] {
  return Object.keys(object).filter((key): key is keyof T & string => hasKey(object, key));
}

/** The object's own enumerable entries, with keys typed as its keys. */
export function entriesOf<T extends object>(object: T): [keyof T & string, T[keyof T]][] {
  return keysOf(object).map((key) => [key, object[key]]);
}

/** A property of a value whose shape is unknown (a thrown value, a parsed body), as unknown. */
export function propertyOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}
