/* Telephony: the calls of the reference voice gateway and the cloud softphone's voice tokens. Conventions in schema.ts. */

/** A call between an operator and a party (or a conference of parties), from its first ring to its end. */
export interface CallTable {
  /** The party's call sid (`CA` + 32 hex); the operator's softphone leg uses the same sid. */
  CallSid: string;
  RespondentId: number;
  AlarmId: number | null;
  GlobalAlarmId: string | null;
  Direction: string; // 'incoming' | 'outgoing'
  CallFrom: string;
  CallTo: string;
  State: string; // 'ringing' | 'active' | 'held' | 'completed' | 'failed' | 'joined'
  /** A take (or unhold) rings the operator with a new leg: the softphone accepts it without asking. */
  Take: number;
  /** JSON array of { TelephoneNumber, DisplayName }: the parties on the call. */
  Participants: string;
  /** Set once the call is a conference (its name). */
  Conference: string | null;
  /** The call comes from a voice-capable alarm unit: push-to-talk commands apply. */
  VoiceUnit: number;
  AutoHangUpAt: string | null;
  InitiatedAt: string;
  AnsweredAt: string | null;
  OnHoldAt: string | null;
  EndedAt: string | null;
}

/** A voice token (GET /api/voice/token): opaque, stored hashed, dies with its login (session family). */
export interface VoiceTokenTable {
  TokenHash: string;
  RespondentId: number;
  FamilyId: string;
  ExpiresAt: string;
}
