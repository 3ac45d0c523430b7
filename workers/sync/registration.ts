import { endpoints, LIMITS } from '../../src/contract/index.ts';
import type { SessionDirectory } from '../../src/db/database.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import { shouldRegisterDevice } from '../../src/domain/access.ts';
import type { Http } from './http.ts';

/**
 * SESSION-30..33: register this device when shouldRegisterDevice says so; the push socket
 * follows a registration. The device token is kept per user in the session directory: it names the device, not the
 * session, so it outlives logout. Returns whether the device is registered.
 */
export async function registerDevice(
  http: Http,
  directory: SessionDirectory,
  session: SessionRow,
  save: (next: SessionRow) => Promise<void>,
): Promise<boolean> {
  if (!shouldRegisterDevice(session.telephony, session.phoneSelected)) return false;
  const known = (await directory.devices.get(session.username))?.deviceToken ?? session.deviceToken;
  const result = await http.send(endpoints.register, {
    body: {
      type: 'SkygdWebApp',
      telephone: session.phone ? session.phone.slice(0, LIMITS.registeredPhone) : null,
      devicetoken: known ?? null,
      UsingTwilio: session.telephony === 'cloud',
    },
  });
  if (!result.ok) {
    await save({ ...session, registration: 'denied' });
    return false;
  }
  const deviceToken = result.value.devicetoken;
  await directory.devices.put({ username: session.username, deviceToken });
  await save({ ...session, deviceToken, registration: 'allowed' });
  return true;
}
