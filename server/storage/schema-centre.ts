import type { Generated } from 'kysely';

/* Respondents (the operators), their groups and the centre's settings. Conventions in schema.ts. */

export interface RespondentTable {
  RespondentId: Generated<number>;
  Username: string; // stored lower-case: logins are case-insensitive
  Name: string;
  Initials: string;
  PasswordHash: string;
  TwoFactor: string; // 'none' | 'sms' | 'google'
  TotpSecret: string | null;
  Telephone: string;
  Language: string;
  Permissions: string; // comma list of permission names
  ReadOnly: number;
  ForceReset: number;
  PasswordChangedAt: string;
  RemoteId: string | null;
  IdentityId: string | null;
  TwilioUserName: string | null;
  Revoked: number;
  GroupsChangedSeq: number; // change sequence at the last group (visibility) change
  DemoAccount: Generated<number>; // seeded by the demo: disabled while the server runs without ARC_DEMO
  TwoFactorFailures: Generated<number>; // wrong codes since the last complete login (all challenges)
  TwoFactorFailedAt: Generated<string | null>; // the last wrong code: the counter lapses a lockout window later
  TotpLastStep: Generated<number | null>; // time step of the last accepted TOTP code (a code is good once)
}

export interface RespondentGroupTable {
  RespondentGroupId: Generated<number>;
  Description: string;
  Forced: number;
  UsingPlanningView: number;
}

export interface GroupMemberTable {
  RespondentId: number;
  RespondentGroupId: number;
}

/** The respondent groups an operator may join (POST api/me/respondentgroups) and see. */
export interface RespondentGroupAccessTable {
  RespondentId: number;
  RespondentGroupId: number;
}

export interface SettingTable {
  Key: string;
  Value: string;
}
