import { mapHttpError } from '../../src/domain/http-errors.ts';
import type { CommandResult } from '../../src/sync-client/engine-api.ts';
import type { HttpResult } from './http.ts';

export type Failure = Extract<CommandResult<never>, { ok: false }>;
type HttpFailure = Extract<HttpResult<unknown>, { ok: false }>;

/** The code the server put in ApiError.error or errors[0].name, if any. */
export function serverErrorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, errors } = body as { error?: unknown; errors?: { name?: unknown }[] };
  if (typeof error === 'string' && error) return error;
  const name = Array.isArray(errors) ? errors[0]?.name : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

/**
 * A failed request as a command result (core §8): `code` is the server's error code when it gave one, else the
 * message key; `message` a message key for the generic cases (connection lost, service unavailable, untrusted
 * source, unauthorized, two-factor) and the server's own text otherwise. On the login screen an answer without
 * any text becomes LOGIN_INTERNAL_ERROR ("Internal error occured during login process", LOGIN-18).
 */
export function commandFailure(result: HttpFailure, options: { login?: boolean; twoFactor?: boolean } = {}): Failure {
  const login = options.login === true;
  const mapped = mapHttpError({
    status: result.status,
    body: result.body,
    onLoginScreen: login,
    loggedIn: !login,
    twoFactor: options.twoFactor === true,
  });
  const status = { status: result.status };
  const withCode = (key: string): Failure => ({ ok: false, code: serverErrorCode(result.body) ?? key, message: key, ...status });
  switch (mapped.kind) {
    case 'notFound':
    case 'message': {
      if (mapped.message !== 'Undefined error') return { ok: false, code: serverErrorCode(result.body) ?? `HTTP_${result.status}`, message: mapped.message, ...status };
      return withCode(login ? 'LOGIN_INTERNAL_ERROR' : 'UNDEFINED_ERROR');
    }
    default:
      return withCode(mapped.key);
  }
}
