import { alarmsSince, benchAlarm, ingest, login, PLAIN_OPERATORS, type Session } from '../lib/api.ts';
import { figure } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import { openPushClients } from '../lib/push-clients.ts';
import type { RunningServer } from '../lib/server.ts';

/** Alarms ingested per operator count: enough for a stable per-alarm figure, few enough to stay a few seconds. */
const ALARMS = 10;
const OPERATOR_COUNTS = [1, 3, 10] as const;
/** The fan-out and the delivery reports have settled when no frame arrived for this long. */
const QUIET_MS = 500;

/** The change number now: an alarm delta's cursor is the server's newest change sequence. */
async function changeNumber(baseUrl: string, session: Session): Promise<number> {
  const { body } = await alarmsSince(baseUrl, session, '0');
  return Number(body.cursor);
}

async function settled(frames: () => number): Promise<void> {
  let seen = -1;
  while (seen !== frames()) {
    seen = frames();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
}

/**
 * What one ingested alarm costs with `operators` consoles online: every console (a push socket with its own device
 * token, the demo's operators in turn) reports delivery of each new alarm once, as the console's sound-owner tab
 * does for DoDeliveryConfirmation. Counted: the write requests the server got, the change numbers it took and the
 * push frames the consoles received.
 */
async function costWith(server: RunningServer, sessions: readonly Session[], operators: number) {
  const reported = new Set<string>();
  let writeRequests = 0;
  const reports: Promise<unknown>[] = [];
  const clients = await openPushClients({
    baseUrl: server.baseUrl,
    tokens: sessions.map((session) => session.accessToken),
    count: operators,
    label: `bench-writes-${operators}`,
    onPush: (client, message) => {
      if (message.type !== 'update' || message.alarmId === undefined || reported.has(`${client}:${message.alarmId}`)) return;
      reported.add(`${client}:${message.alarmId}`);
      const session = sessions[client % sessions.length] as Session;
      writeRequests += 1;
      reports.push(
        fetch(`${server.baseUrl}/api/alarms/${message.alarmId}/deliveryreport`, {
          method: 'POST',
          headers: { authorization: session.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ AlarmId: message.alarmId }),
        }),
      );
    },
  });
  try {
    const first = sessions[0] as Session;
    const before = await changeNumber(server.baseUrl, first);
    const framesBefore = clients.frames();
    for (let index = 0; index < ALARMS; index++) {
      await ingest(server.baseUrl, { ...benchAlarm(`write cost ${operators} ${index}`, index), DoDeliveryConfirmation: true });
      writeRequests += 1;
    }
    await settled(clients.frames);
    await Promise.all(reports);
    await settled(clients.frames);
    const changes = (await changeNumber(server.baseUrl, first)) - before;
    const per = (value: number) => Math.round((value / ALARMS) * 10) / 10;
    const note = `${ALARMS} alarms ingested with DoDeliveryConfirmation, ${operators} consoles online, each reporting delivery once per alarm`;
    return {
      writeRequests: figure(per(writeRequests), 'requests', { note: `${note}; the ingest and the delivery reports` }),
      changeNumbers: figure(per(changes), 'changes', { note }),
      pushFrames: figure(per(clients.frames() - framesBefore), 'frames', { note: `${note}; frames received over all consoles` }),
    };
  } finally {
    await clients.close();
  }
}

/** `npm run bench -- --only writes`: the cost of one ingested alarm with 1, 3 and 10 operators online. */
export async function writeCost(server: RunningServer) {
  const sessions = await Promise.all(PLAIN_OPERATORS.filter((name) => name !== 'frida').map((name) => login(server.baseUrl, name)));
  const result: Record<string, unknown> = {};
  for (const operators of OPERATOR_COUNTS) {
    log(`write cost: ${operators} operators online`);
    result[`operators${operators}`] = await costWith(server, sessions, operators);
  }
  return result;
}
