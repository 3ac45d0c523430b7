import { z } from 'zod';
import { defineCapability } from '../../page-capability/define-capability.ts';

/**
 * Alarm and reminder sounds ring in one tab per browser (the console is often open in several): the tab that owns
 * this capability plays, and publishes whether its browser lets it (audio held until a click after a reload), so
 * every tab's shell can say when alarms are silent.
 */
export const alarmSoundCapability = defineCapability({
  name: 'alarm-sound',
  state: z.object({ audio: z.enum(['running', 'suspended', 'unavailable']) }),
  commands: {},
});
