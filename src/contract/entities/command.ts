import { z } from 'zod';
import { optionalBool, optionalInt, optionalText } from '../primitives.ts';

/**
 * A command offered on an alarm, a transmitter or a camera (calls §3, CMD-52). No field is required: alarm
 * commands are identified by CommandId, product commands by ProductCommandId, camera commands by Id.
 */
export const CommandSchema = z.looseObject({
  CommandId: optionalInt(),
  Id: optionalInt(),
  TriggerType: z.union([z.string(), z.number()]).nullish(),
  TriggerArgs: optionalText(),
  TriggerIdentifier: optionalText(),
  GroupId: z.union([z.string(), z.number()]).nullish(),
  TranslationKey: optionalText(),
  Command: optionalText(),
  DTMF: optionalText(),
  /** e.g. BUTTON, INLINEBUTTON (shown in the commands section); 6 and 7 are product commands. */
  CommandType: z.union([z.string(), z.number()]).nullish(),
  ProductCommandId: optionalInt(),
  CommandGroup: z.looseObject({ TranslationKey: optionalText(), Order: optionalInt() }).nullish(),
  /** custom_additional or ordinary. */
  Type: optionalText(),
  /** 0 immediate … 11 critical, 100 mandatory select (see COMMAND_INPUT_TYPE). */
  InputType: optionalInt(),
  CommandArgs: optionalText(),
  Message: optionalText(),
});
export type Command = z.infer<typeof CommandSchema>;

/** What the server answers to a command (CMD-30). */
export const CommandResultSchema = z.looseObject({
  HangUpVoiceCall: optionalBool(),
  ExitAlarmView: optionalBool(),
  Clipboard: optionalText(),
  OpenUrl: optionalText(),
  Message: optionalText(),
  Success: optionalBool(),
});
