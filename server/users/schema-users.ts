import type { Generated } from 'kysely';

/* Monitored users (the centre's objects) and what belongs to them. Conventions in schema.ts. */

export interface MonitoredUserTable {
  UserId: Generated<number>;
  ExternalId: string | null;
  Name: string;
  LastName: string;
  NationalIdNumber: string;
  TelephoneNumber: string;
  ExchangeTelephoneNumber: string;
  Color: string;
  PositioningEnabled: number;
  SubscriptionActive: number;
  ResponseCenterComment: string;
  Organization: string;
  Profile: string; // JSON: the remaining UserDetails fields (medical data, key placement, ...)
  TestUser: Generated<number>; // 1: test alarms (POST api/test) may be raised for this user
}

export interface ContactTable {
  ContactId: Generated<number>;
  UserId: number;
  Name: string;
  Email: string;
  Relation: string;
  Telephone1: string;
  Telephone2: string;
  Telephone3: string;
  Address: string;
  SortOrder: number;
  IsResource: number;
  /** Null: no resource to call out (RES-08); else 1 logged in, 0 not. */
  ResourceLoggedIn: Generated<number | null>;
  ResourceActive: Generated<number>;
  /** 1: the person's nearest relative; 0 not. */
  NearestRelative: Generated<number>;
  /** 1: holds a key to the person's home; 0 not. */
  KeyHolder: Generated<number>;
}

export interface AddressTable {
  AddressId: Generated<number>;
  UserId: number;
  Street: string;
  PostalCode: string;
  City: string;
  Type: string;
}

export interface PositionTable {
  PositionId: Generated<number>;
  UserId: number;
  Type: string;
  Latitude: number;
  Longitude: number;
  ServerTime: string;
}

export interface NoteTable {
  UID: Generated<number>;
  UserId: number;
  AlarmId: number | null;
  NoteType: number;
  Note: string;
  AdminName: string;
  Created: string;
}

export interface AbsenceTable {
  Id: Generated<number>;
  UserId: number;
  Reason: string;
  Comment: string;
  StartAt: string;
  EndAt: string | null;
  CreateAlarm: number;
  CreatedBy: number;
  CreatedAt: string;
  AlarmId: number | null; // the planned alarm raised at the end of the absence
}

export interface TransmitterTable {
  TransmitterId: Generated<number>;
  UserId: number;
  TransmitterIdentifier: string;
  ProductId: number;
  ProductName: string;
  IsAlarmingTransmitter: number;
  Model: string;
  Manufacturer: string;
  ClientVersion: string;
  Comment: string;
  /** AdditionalInfo and the device's callback number (0013_transmitter_info); '' where unknown. */
  InfoTranslationKey: Generated<string>;
  SmallImageUrl: Generated<string>;
  ImageUrl: Generated<string>;
  Callback: Generated<string>;
}

export interface CommandTable {
  CommandId: Generated<number>;
  TransmitterId: number;
  GroupId: number;
  TranslationKey: string;
  Command: string;
  DTMF: string;
  CommandType: number;
  InputType: number;
  Type: string;
  /** 0012_command_details: BUTTON or INLINEBUTTON for the commands section, options, group label and order. */
  Display: Generated<string>;
  CommandArgs: Generated<string>;
  GroupKey: Generated<string>;
  GroupOrder: Generated<number>;
}
