import type { IngestAlarm } from '../../src/contract/index.ts';
import { AUDIO_ALARM_IDS } from '../../src/domain/audio-alarm-id.ts';
import type { ServerContext } from '../context.ts';
import { ingestAlarm } from '../alarms/ingest-service.ts';
import { DEMO_USER_COUNT } from './seed.ts';
import { ALARM_KINDS, createRandom } from './demo-people.ts';
import { withCameraUser } from './seed-cameras.ts';

/** A realistic alarm from one of the demo users: the kinds of the demo centre, sometimes needing acknowledgement. */
export function simulatedAlarm(random: ReturnType<typeof createRandom>): IngestAlarm {
  const kind = random.pick(ALARM_KINDS);
  return {
    UserId: random.int(1, DEMO_USER_COUNT),
    AlarmText: kind.text,
    Template: kind.template,
    Priority: kind.priority,
    Level: kind.level === 2 ? 2 : 1,
    IconRef: kind.icon,
    UseSound: random.next() < 0.2 ? random.int(1, AUDIO_ALARM_IDS.length) : 0,
    RequiresAcknowledgement: random.next() < 0.1,
    DoDeliveryConfirmation: random.next() < 0.1,
    TextMessage: random.next() < 0.3 ? `Signal strength ${random.int(1, 5)}/5` : '',
  };
}

/** The in-process simulator pauses while this many alarms are waiting for an operator. */
export const SIMULATOR_MAX_UNANSWERED = 40;

/** Raises alarms in-process at a gentle rate (demo mode); returns the stop function. */
export function startSimulator(ctx: ServerContext, options: { perMinute: number }): () => void {
  const random = createRandom(Date.now() % 100_000);
  const raise = async () => {
    // A demo left running overnight must not bury the operators under thousands of unanswered alarms.
    const waiting = await ctx.db.selectFrom('alarms').select((eb) => eb.fn.countAll<number>().as('n')).where('Active', '=', 1).where('RespondentId', 'is', null).executeTakeFirst();
    if (Number(waiting?.n ?? 0) >= SIMULATOR_MAX_UNANSWERED) return;
    await ingestAlarm(ctx, await withCameraUser(ctx.db, simulatedAlarm(random), random.pick));
  };
  const timer = setInterval(() => {
    raise().catch((error: unknown) => ctx.log.warn({ err: error }, 'simulator: ingest failed'));
  }, 60_000 / options.perMinute);
  timer.unref();
  return () => clearInterval(timer);
}
