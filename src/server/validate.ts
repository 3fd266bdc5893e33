import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldErrors } from '../lib/api-error';
import type { AppEnv } from '../env';
import { errorResponse, isSurface, messageFor, type AppError, type CatalogueCode, type ErrorCode } from './errors';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Whether the request says its body is JSON (application/json or a +json type); anything else is never parsed as JSON. */
export const isJsonRequest = (c: Context<AppEnv>) => JSON_TYPE.test((c.req.header('Content-Type') ?? '').split(';')[0]!.trim());

/** One message per failing field (the first problem found for each); top-level problems go under `body`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A validation failure: the code names the first failing field, every failing field travels in `fields`. */
export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrorsOf(error);
  const [first, message] = Object.entries(fields)[0] ?? ['body', 'The request is not valid.'];
  return { code: `bad_request:${isSurface(first) ? first : 'body'}`, message, fields };
}

/**
 * Validates a JSON body with `schema` (`c.req.valid('json')` in the handler); anything that is not JSON, or does not
 * match, is answered through the error catalogue (`formCode`: the code for a form validated as a whole). Malformed JSON raises a 400 that `handleError` answers the same way.
 */
export const jsonBody = <T extends z.ZodType>(schema: T, { formCode }: { formCode?: Extract<ErrorCode, `bad_request:${string}`> } = {}) =>
  zValidator('json', schema, (result, c) => {
    const ctx = c as unknown as Context<AppEnv>;
    if (!isJsonRequest(ctx)) return errorResponse(ctx, 'bad_request:body');
    if (!result.success) {
      const error = validationError(result.error as unknown as z.ZodError);
      // A form validated as a whole names the form, not its first field (the fields are all in `fields`).
      return errorResponse(ctx, formCode ? { ...error, code: formCode, message: messageFor(formCode as CatalogueCode) } : error);
    }
  });
