import type { Trx } from '../storage/database.ts';
import { productImagePath } from '../devices/product-images.ts';

/** The info text key (commands namespace) of each demo product. */
const INFO_KEYS: Readonly<Record<number, string>> = {
  11: 'DEVICE_INFO_SAFEMATE_HOME',
  12: 'DEVICE_INFO_DORO_SECURE_580',
  13: 'DEVICE_INFO_NEAT_NOVO',
  14: 'DEVICE_INFO_DOOR_SENSOR',
};

/** Maintenance commands every demo transmitter accepts; the self-test is the one a demo device refuses. */
const MAINTENANCE_COMMANDS = [
  { TranslationKey: 'CMD_RESTART', Command: 'restart', CommandType: 6 },
  { TranslationKey: 'CMD_SELFTEST', Command: 'selftest', CommandType: 6 },
] as const;

/** The demo user whose alarms show several devices, one of them without a callback (UserId 3, the e2e default). */
const MULTI_DEVICE_USER_INDEX = 2;

const info = (productId: number) => ({
  InfoTranslationKey: INFO_KEYS[productId] ?? '',
  SmallImageUrl: productImagePath(productId, 'small'),
  ImageUrl: productImagePath(productId, 'large'),
});

/**
 * Device info and maintenance for the demo (CMD-41..50): every transmitter gets its product's info text, pictures,
 * a callback number and the maintenance commands; one user also has a door sensor nobody can call back.
 */
export async function seedDevices(trx: Trx, userIds: readonly number[]): Promise<void> {
  const transmitters = await trx.selectFrom('transmitters').select(['TransmitterId', 'TransmitterIdentifier', 'ProductId']).execute();
  for (const transmitter of transmitters) {
    await trx
      .updateTable('transmitters')
      .set({ ...info(transmitter.ProductId), Callback: `+4670${transmitter.TransmitterIdentifier.replace(/\D/g, '').padStart(7, '0')}` })
      .where('TransmitterId', '=', transmitter.TransmitterId)
      .execute();
  }
  const userId = userIds[MULTI_DEVICE_USER_INDEX];
  if (userId !== undefined) {
    const sensor = await trx
      .insertInto('transmitters')
      .values({ UserId: userId, TransmitterIdentifier: 'DS-4471', ProductId: 14, ProductName: 'Door sensor', IsAlarmingTransmitter: 0, Model: 'DS-1', Manufacturer: 'Neat', ClientVersion: '1.0.4', Comment: 'Front door', ...info(14), Callback: '' })
      .returning('TransmitterId')
      .executeTakeFirstOrThrow();
    transmitters.push({ TransmitterId: sensor.TransmitterId, TransmitterIdentifier: 'DS-4471', ProductId: 14 });
  }
  await trx
    .insertInto('commands')
    .values(transmitters.flatMap(({ TransmitterId }) => MAINTENANCE_COMMANDS.map((command) => ({ TransmitterId, GroupId: 3, DTMF: '', InputType: 0, Type: 'ordinary', ...command }))))
    .execute();
}
