import { endpoints, type TokenResponse, TwoFactorAuthTypeSchema } from '../../src/contract/index.ts';
import type { LoginInput, LoginStep } from '../../src/sync-client/engine-types.ts';
import { type CommandResult, EngineErrorCode, failure } from '../../src/sync-client/failure.ts';
import { failureFromHttp } from './failure-from-http.ts';
import type { Auth, Http } from './http.ts';

/**
 * The login steps of core §4 before a session exists: credentials, then two-factor and/or the forced password
 * reset. The flow keeps the first token in memory only; `complete` turns a final token into a session.
 */

export interface LoginFlowOptions {
  http: Http;
  complete(input: LoginInput, token: TokenResponse): Promise<CommandResult<LoginStep>>;
}

interface Pending {
  input: LoginInput;
  auth: Auth;
  resetToken: string | null;
}

export interface LoginFlow {
  login(input: LoginInput): Promise<CommandResult<LoginStep>>;
  submitTwoFactor(input: { code: string; rememberMe: boolean }): Promise<CommandResult<LoginStep>>;
  resetPassword(input: { password: string }): Promise<CommandResult<LoginStep>>;
}

export function createLoginFlow(options: LoginFlowOptions): LoginFlow {
  const { http } = options;
  let pending: Pending | null = null;

  async function next(input: LoginInput, token: TokenResponse, afterTwoFactor: boolean): Promise<CommandResult<LoginStep>> {
    const auth = { tokenType: token.token_type, accessToken: token.access_token };
    const kind = token.twoFactorAuthType ?? 'none';
    const parsed = TwoFactorAuthTypeSchema.safeParse(kind);
    if (!afterTwoFactor) {
      if (!parsed.success) {
        pending = null;
        return failure(EngineErrorCode.INVALID_TWO_FACTOR_AUTH_TYPE, 'INVALID_TWO_FACTOR_AUTH_TYPE');
      }
      if (parsed.data !== 'none') {
        pending = { input, auth, resetToken: token.PasswordResetToken ?? null };
        return { ok: true, value: { step: 'twoFactor', method: parsed.data } };
      }
    }
    if (token.forcePasswordReset) {
      pending = { input, auth, resetToken: token.PasswordResetToken ?? pending?.resetToken ?? null };
      const policy = await http.send(endpoints.forceResetPassword, { auth });
      if (!policy.ok) return failureFromHttp(policy, 'login');
      return { ok: true, value: { step: 'resetPassword', policy: policy.value } };
    }
    pending = null;
    return options.complete(input, token);
  }

  return {
    async login(input) {
      pending = null;
      const result = await http.send(endpoints.token, {
        body: { grant_type: 'password', UserName: input.username, Password: input.password },
        auth: null,
      });
      if (!result.ok) return failureFromHttp(result, 'login');
      return next(input, result.value, false);
    },
    async submitTwoFactor({ code, rememberMe }) {
      if (!pending) return failure(EngineErrorCode.LOGIN_STEP_MISSING, 'LOGIN_INTERNAL_ERROR');
      const result = await http.send(endpoints.twoFactor, { body: { AuthCode: code, RememberMe: rememberMe }, auth: pending.auth });
      if (!result.ok) return failureFromHttp(result, 'twoFactor');
      return next(pending.input, result.value, true);
    },
    async resetPassword({ password }) {
      if (!pending?.resetToken) return failure(EngineErrorCode.LOGIN_STEP_MISSING, 'LOGIN_INTERNAL_ERROR');
      const result = await http.send(endpoints.resetPassword, {
        body: { PasswordResetToken: pending.resetToken, Password: password },
        auth: pending.auth,
      });
      if (!result.ok) return failureFromHttp(result, 'reset');
      // LOGIN-14: after a successful reset the login data is cleared and the form restored.
      pending = null;
      return { ok: true, value: { step: 'credentials' } };
    },
  };
}
