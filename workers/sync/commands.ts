import { type EndpointName, endpoints } from '../../src/contract/index.ts';
import { acceptErrorKey } from '../../src/domain/http-errors.ts';
import type { CommandResult, EngineApi } from '../../src/sync-client/engine-api.ts';
import type { WriteMode } from './outbox.ts';
import type { UserRuntime } from './user-runtime.ts';

/**
 * The operator's writes, each through the outbox with its mode (see the policy in outbox.ts). Bodies are checked
 * against the contract first: a write the server would refuse as invalid is refused here, before it is stored.
 */

type WriteCommands = Pick<
  EngineApi,
  | 'accept'
  | 'acknowledge'
  | 'setReason'
  | 'setAction'
  | 'notifyIn'
  | 'setReminder'
  | 'clear'
  | 'addNote'
  | 'callNote'
  | 'deliveryReport'
  | 'changeUser'
  | 'joinGroups'
>;

interface Write {
  call: EndpointName;
  params: Record<string, string | number>;
  body?: unknown;
  alarmId: number | null;
  mode: WriteMode;
}

async function submit(runtime: UserRuntime, write: Write): Promise<CommandResult> {
  const def = endpoints[write.call];
  if ('body' in def && def.body && write.body !== undefined) {
    const parsed = def.body.safeParse(write.body);
    if (!parsed.success) {
      return { ok: false, code: 'VALIDATION_FAILED', message: parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED' };
    }
  }
  const result = await runtime.outbox.submit({
    call: write.call,
    params: write.params,
    ...(write.body !== undefined ? { body: write.body } : {}),
    alarmId: write.alarmId,
    mode: write.mode,
  });
  return result.ok ? { ok: true, value: undefined } : result;
}

export function createWriteCommands(runtime: () => UserRuntime | null, notLoggedIn: CommandResult): WriteCommands {
  const run = (write: Write) => {
    const current = runtime();
    return current ? submit(current, write) : Promise.resolve(notLoggedIn);
  };
  const onAlarm = (alarmId: number) => ({ params: { alarm_id: alarmId }, alarmId });

  return {
    async accept(alarmId, options = {}) {
      const result = await run({
        call: 'accept',
        ...onAlarm(alarmId),
        body: { alarm_id: alarmId, force: options.force === true },
        mode: 'live',
      });
      // "Kan inte ta detta larm" for 404 and 406 (core §8).
      const key = !result.ok && result.status ? acceptErrorKey(result.status) : undefined;
      return key && !result.ok ? { ...result, code: key, message: key } : result;
    },
    acknowledge: (alarmId) => run({ call: 'acknowledge', ...onAlarm(alarmId), mode: 'mayWait' }),
    setReason: (alarmId, text) => run({ call: 'reason', ...onAlarm(alarmId), body: { message: text }, mode: 'mayWait' }),
    setAction: (alarmId, text) => run({ call: 'action', ...onAlarm(alarmId), body: { message: text }, mode: 'mayWait' }),
    notifyIn: (alarmId, seconds) => run({ call: 'notifyIn', ...onAlarm(alarmId), body: { seconds }, mode: 'live' }),
    setReminder: (alarmId, { remindIn, message }) =>
      run({ call: 'reminder', ...onAlarm(alarmId), body: { RemindIn: remindIn, Message: message }, mode: 'mayWait' }),
    clear: (alarmId) => run({ call: 'clear', ...onAlarm(alarmId), mode: 'live' }),
    addNote: (userId, { noteType, alarmId, note }) =>
      run({
        call: 'addUserNote',
        params: { user_id: userId },
        body: { NoteType: noteType, ...(alarmId ? { AlarmId: alarmId } : {}), Note: note },
        alarmId,
        mode: 'mayWait',
      }),
    callNote: (alarmId, callSid, item) =>
      run({ call: 'callNote', params: { alarm_id: alarmId, sid: callSid }, body: { item }, alarmId, mode: 'mayWait' }),
    deliveryReport: (alarmId) =>
      run({ call: 'deliveryReport', ...onAlarm(alarmId), body: { AlarmId: alarmId }, mode: 'mayWait' }),
    changeUser: (alarmId, userId) => run({ call: 'changeUser', ...onAlarm(alarmId), body: { UserId: userId }, mode: 'live' }),
    async joinGroups(ids) {
      const result = await run({ call: 'setRespondentGroups', params: {}, body: { groups_ids: ids }, alarmId: null, mode: 'live' });
      // "Posts the selection, then reloads alarms and groups" (core §4).
      if (result.ok) await runtime()?.refreshAll();
      return result;
    },
  };
}
