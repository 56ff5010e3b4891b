/**
 * The refusals a route declares in its response schema, so that the OpenAPI document lists, for
 * each status, the `reason`s a client may meet there. Every answer still carries the one error
 * shape (any reason is valid in it): a declaration documents, it never turns a refusal into a 500.
 */
import type { z } from 'zod';
import {
  ERROR_STATUS,
  ErrorBodySchema,
  REASON_MEANINGS,
  type ErrorCode,
  type Reason,
} from '#shared/errors.ts';
import { entriesOf } from '#shared/objects.ts';

type Declared = Partial<Record<ErrorCode, readonly Reason[]>>;

/** `{ 409: <error shape described with its reasons>, … }` for a route's `response`. */
export function refusals(declared: Declared): Record<number, z.ZodType> {
  const schemas: Record<number, z.ZodType> = {};
  for (const [code, reasons] of entriesOf(declared)) {
    if (!reasons) continue;
    schemas[ERROR_STATUS[code]] = ErrorBodySchema.describe(
      `${code}, with reason ${reasons.map((reason) => `${reason} (${REASON_MEANINGS[reason]})`).join(', or ')}`,
    );
  }
  return schemas;
}
