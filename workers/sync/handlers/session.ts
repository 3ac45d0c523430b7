import { z } from 'zod';
import { endpoints } from '../../../src/contract/index.ts';
import type { ArcDatabase } from '../../../src/db/database.ts';
import type { LoginInput, LoginStep } from '../../../src/sync-client/engine-types.ts';
import { type CommandResult, EngineErrorCode, failure } from '../../../src/sync-client/failure.ts';
import type { EngineEffects } from '../effects.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import type { Http } from '../http.ts';
import type { LoginFlow } from '../login-flow.ts';
import type { LogoutSender } from '../logout-sender.ts';
import { autoRegisterSessionStart, linkSessionStart, type SessionStart } from '../session-row.ts';
import type { SessionEndMessage, UserRuntime } from '../user-runtime.ts';
import { checked, DONE, done, type Handler } from './handler.ts';

/** What the session handlers need from the engine, which owns the session's start and end. */
export interface SessionDeps {
  effects: EngineEffects;
  /** Requests made before a session exists (login steps, one-time links, queued logouts). */
  anonymousHttp: Http;
  loginFlow: LoginFlow;
  /** Logouts the server has not had yet, of any user of this browser. */
  logouts: LogoutSender;
  /** Resolves once a stored session was taken over (or found absent). */
  ready: Promise<void>;
  startSession(start: SessionStart): Promise<CommandResult<LoginStep>>;
  endSession(message: SessionEndMessage | null): Promise<void>;
  current(): { runtime: UserRuntime; db: ArcDatabase } | null;
}

const LoginInputSchema = z.object({
  username: z.string(),
  password: z.string(),
  telephony: z.enum(['none', 'external', 'basicTel', 'basicCallto', 'cloud', 'local']),
  phone: z.string().optional(),
}) satisfies z.ZodType<LoginInput>;

/** Login steps (core §4), one-time links, auto-register and logout. */
export function sessionHandlers(deps: SessionDeps) {
  const { anonymousHttp, loginFlow } = deps;

  const urlLogin = checked(z.object({ p: z.string(), password: z.string().optional() }), async ({ p, password }) => {
    // API-17: a link sent with a separate password needs it (the server answers invalid_grant).
    const result = await anonymousHttp.send(endpoints.urlLogin, { query: { p }, body: password ? { password } : {} });
    if (!result.ok) return failureFromHttp(result, 'login');
    const started = await deps.startSession(linkSessionStart(result.value));
    if (!started.ok) return started;
    const { template, alarmid } = result.value;
    return done({ template: template ?? '', alarmId: typeof alarmid === 'number' ? alarmid : null });
  });

  /**
   * ROUTE-04: query parameters expires_in, telephone, telephony, token, token_type, url, username. A logged-in
   * session is replaced only when the operator confirmed it (`replaceSession`, security NL2): any page can send the
   * console to this route.
   */
  const autoRegisterArgs = z.object({ query: z.record(z.string(), z.string()), replaceSession: z.boolean() });
  const autoRegister: Handler<z.input<typeof autoRegisterArgs>, LoginStep> = checked(autoRegisterArgs, async ({ query, replaceSession }) => {
    await deps.ready;
    if (deps.current() && !replaceSession) return failure(EngineErrorCode.SESSION_EXISTS);
    const start = autoRegisterSessionStart(query);
    if (!start) return failure(EngineErrorCode.NOT_LOGGED_IN, 'LOGGED_OUT_OR_NOT_AUTHORIZED');
    const started = await deps.startSession(start);
    return started.ok && query.url ? done<LoginStep>({ step: 'done', returnTo: query.url }) : started;
  });

  /**
   * `reason`: why the console ends the session (every tab's login page says it), e.g. inactivity.
   * The server ends the whole login (access, renewal and admin tokens). Offline or unanswered, the request waits in
   * the browser's session directory with this session's own token, which the console forgets now (security NM5).
   */
  const logout = checked(z.object({ reason: z.literal('INACTIVITY_LOGOUT').optional() }).optional(), async (args) => {
    await deps.ready;
    const current = deps.current();
    if (!current) return DONE;
    const { runtime } = current;
    if (deps.effects.network.isOnline()) {
      await runtime.outbox.flush();
      const result = await runtime.ctx.http.send(endpoints.unregister);
      // SESSION-24: a failed unregister is returned to the caller, who stays logged in.
      if (!result.ok) return failureFromHttp(result);
    }
    const { tokenType, accessToken, expiresAt } = runtime.session();
    // Stored before it is sent, so a worker stopped in between still sends it at its next start. Sent before the
    // socket's logout, which revokes this access token: after it, the request could no longer end the whole login.
    await deps.logouts.queue({ tokenType, accessToken, expiresAt });
    await deps.logouts.flush();
    runtime.sendLogout();
    await deps.endSession(args?.reason ?? null);
    return DONE;
  });

  return {
    login: checked(LoginInputSchema, async (input) => {
      await deps.ready;
      return loginFlow.login(input);
    }),
    submitTwoFactor: checked(z.object({ code: z.string(), rememberMe: z.boolean() }), (input) => loginFlow.submitTwoFactor(input)),
    resetPassword: checked(z.object({ password: z.string() }), (input) => loginFlow.resetPassword(input)),
    urlLogin,
    autoRegister,
    logout,
  };
}
export type SessionHandlers = ReturnType<typeof sessionHandlers>;
