import type { Migration } from 'kysely/migration';
import { int, text, type UntypedDb } from '../storage/migration-kit.ts';

/** A receiver's alarm units: which monitored person each account belongs to, its key and its supervision. */
export interface Dc09AccountTable {
  /** Upper-case hex, 3-16 digits, as the unit sends it. */
  Account: string;
  UserId: number;
  /** The AES key (32, 48 or 64 hex digits), sealed with the server's secret key; null: the unit sends in the clear. */
  AesKey: string | null;
  /** 1: a message in the clear from this account is refused (its key is set). */
  RequireEncryption: number;
  /** Seconds within which a unit that has sent NULL or test messages must send again; 0: not supervised. */
  SupervisionSeconds: number;
  /** When the unit last sent a NULL or test message (ISO); null: never, so not yet supervised. */
  LastCheckInAt: string | null;
  /** 1 while its "connection lost" alarm stands for the current silence. */
  ConnectionLost: number;
}

/** What an event code becomes: an alarm (its text, priority, template) or a line on the person's notes. */
export interface Dc09EventTable {
  /** 'SIA' (two-letter SIA codes) or 'CID' (three-digit Contact ID events). */
  Kind: string;
  Code: string;
  /** Contact ID qualifier 3 (restore); SIA restores have their own codes. */
  Restore: number;
  /** alarm:serverTexts.dc09 key the console translates; empty: AlarmText as written. */
  TextCode: string;
  AlarmText: string;
  Priority: number;
  Template: string;
  /** 1: raise an alarm; 0: log it on the person (restores, test reports). */
  Raise: number;
}

type EventRow = [kind: 'SIA' | 'CID', code: string, restore: 0 | 1, textCode: string, priority: number, raise: 0 | 1];

/**
 * The usual codes of social and fire alarm units; a centre edits them through the contract. Neither standard has a
 * fall code: SIA QA (emergency) and Contact ID 101 (personal emergency) are what fall detectors commonly send.
 */
const DEFAULT_EVENTS: readonly EventRow[] = [
  ['SIA', 'FA', 0, 'fire', 1, 1],
  ['SIA', 'FR', 0, 'fire', 3, 0],
  ['SIA', 'PA', 0, 'panic', 1, 1],
  ['SIA', 'PR', 0, 'panic', 3, 0],
  ['SIA', 'MA', 0, 'medical', 1, 1],
  ['SIA', 'MH', 0, 'medical', 3, 0],
  ['SIA', 'QA', 0, 'fall', 1, 1],
  ['SIA', 'QR', 0, 'fall', 3, 0],
  ['SIA', 'WA', 0, 'water', 2, 1],
  ['SIA', 'WH', 0, 'water', 3, 0],
  ['SIA', 'XT', 0, 'lowBattery', 3, 1],
  ['SIA', 'XR', 0, 'lowBattery', 3, 0],
  ['SIA', 'YS', 0, 'connectionLost', 2, 1],
  ['SIA', 'RP', 0, 'testReport', 3, 0],
  ['SIA', 'RX', 0, 'testReport', 3, 0],
  ['CID', '100', 0, 'medical', 1, 1],
  ['CID', '101', 0, 'fall', 1, 1],
  ['CID', '110', 0, 'fire', 1, 1],
  ['CID', '111', 0, 'smoke', 1, 1],
  ['CID', '120', 0, 'panic', 1, 1],
  ['CID', '154', 0, 'water', 2, 1],
  ['CID', '302', 0, 'lowBattery', 3, 1],
  ['CID', '384', 0, 'lowBattery', 3, 1],
  ['CID', '381', 0, 'connectionLost', 2, 1],
  ['CID', '601', 0, 'testReport', 3, 0],
  ['CID', '602', 0, 'testReport', 3, 0],
];

/** Migration 0032: the DC-09 receiver's accounts and event codes, the codes seeded with the defaults above. */
export const dc09Migration: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .createTable('dc09_accounts')
      .addColumn('Account', text, (c) => c.primaryKey())
      .addColumn('UserId', int, (c) => c.notNull())
      .addColumn('AesKey', text)
      .addColumn('RequireEncryption', int, (c) => c.notNull().defaultTo(0))
      .addColumn('SupervisionSeconds', int, (c) => c.notNull().defaultTo(0))
      .addColumn('LastCheckInAt', text)
      .addColumn('ConnectionLost', int, (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('dc09_events')
      .addColumn('Kind', text, (c) => c.notNull())
      .addColumn('Code', text, (c) => c.notNull())
      .addColumn('Restore', int, (c) => c.notNull())
      .addColumn('TextCode', text, (c) => c.notNull())
      .addColumn('AlarmText', text, (c) => c.notNull())
      .addColumn('Priority', int, (c) => c.notNull())
      .addColumn('Template', text, (c) => c.notNull())
      .addColumn('Raise', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('dc09_events_pk', ['Kind', 'Code', 'Restore'])
      .execute();
    await db
      .insertInto('dc09_events')
      .values(DEFAULT_EVENTS.map(([Kind, Code, Restore, TextCode, Priority, Raise]) => ({ Kind, Code, Restore, TextCode, AlarmText: '', Priority, Template: 'default', Raise })))
      .execute();
  },
};
