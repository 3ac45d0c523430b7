import { z } from 'zod';
import { optionalBool, optionalInt, optionalText } from '../primitives.ts';
import { CommandSchema } from './command.ts';

/** A transmitter (device) of the alarmed object (calls §3, CMD-51). */
export const TransmitterSchema = z.looseObject({
  TransmitterId: z.number().int(),
  TransmitterIdentifier: optionalText(),
  ProductId: optionalInt(),
  ProductName: optionalText(),
  IsAlarmingTransmitter: optionalBool(),
  ProductCommands: z.array(CommandSchema).nullish(),
  Model: optionalText(),
  Manufacturer: optionalText(),
  ClientVersion: optionalText(),
  Comment: optionalText(),
  AdditionalInfo: z
    .looseObject({
      InfoTranslationKey: optionalText(),
      SmallImageUrl: optionalText(),
      ImageUrl: optionalText(),
      /** The number the device is reached on; without it no device command can be sent (NO_TRANSMITTER_CALLBACK). */
      Callback: optionalText(),
    })
    .nullish(),
});
export type Transmitter = z.infer<typeof TransmitterSchema>;
