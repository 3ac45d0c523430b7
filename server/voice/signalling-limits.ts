/** What one signalling socket, voice identity or client address may hold (security review NH1, NM1). */
export interface SignallingLimits {
  /** A socket that has not listened with a live voice token by then is closed (the SDK listens at once). */
  listenWithinMs: number;
  /** A socket that sent nothing for this long is closed (the SDK answers each 5-s heartbeat). */
  idleCloseMs: number;
  /** Sockets without a live voice token per client address (an IPv6 address by its /64); more close at once. */
  unauthenticatedPerAddress: number;
  /** Sockets without a live voice token in all. */
  unauthenticatedTotal: number;
  /** Listening sockets per voice identity (softphones of one operator); over it the oldest closes. */
  socketsPerIdentity: number;
  /** Legs (incoming or outgoing) one identity may have up before its softphone's invite is refused. */
  openLegsPerIdentity: number;
  /** Invites (outgoing calls) per identity per minute. */
  invitesPerMinute: number;
  /** Every listening socket's token is resolved again this often (and before each ring). */
  recheckTokensMs: number;
}

export const DEFAULT_SIGNALLING_LIMITS: SignallingLimits = {
  listenWithinMs: 5000,
  idleCloseMs: 30_000,
  unauthenticatedPerAddress: 4,
  unauthenticatedTotal: 256,
  socketsPerIdentity: 3,
  openLegsPerIdentity: 4,
  invitesPerMinute: 10,
  recheckTokensMs: 30_000,
};
