import { z } from 'zod';

/**
 * Every message between the tabs that share a page-resident capability (see create-capability-owner.ts): one tagged
 * union, checked by one parser before use. Each message names its capability, so several capabilities (and later
 * the engine's own messages) can share a channel. States, arguments and results are checked again by the
 * capability's own schemas, since an old tab may still run after a deploy.
 */
const base = { capability: z.string().min(1) };
const tabId = z.string().min(1);

const CapabilityFailureCodeSchema = z.enum(['timeout', 'owner-gone', 'failed', 'invalid', 'closed']);
export type CapabilityFailureCode = z.infer<typeof CapabilityFailureCodeSchema>;

export const CapabilityMessageSchema = z.discriminatedUnion('type', [
  /** A tab's visibility, focus order and whether it wants to own; sent at start and on every change. */
  z.object({
    ...base,
    type: z.literal('capability-presence'),
    tabId,
    visible: z.boolean(),
    /** Orders the tabs by their last focus: higher is more recent. */
    focusClaim: z.number().int().nonnegative(),
    candidate: z.boolean(),
  }),
  /** A new tab asks every peer for its presence, and the owner for its state. */
  z.object({ ...base, type: z.literal('capability-presence-request'), tabId }),
  /** A tab leaves (its signal aborted). */
  z.object({ ...base, type: z.literal('capability-bye'), tabId }),
  /** The owner's state, on every change and on request. */
  z.object({ ...base, type: z.literal('capability-state'), ownerTabId: tabId, state: z.unknown() }),
  /** A hidden owner asks a visible tab to take the lock from it. */
  z.object({ ...base, type: z.literal('capability-handover'), fromTabId: tabId, toTabId: tabId }),
  /** A tab's command for whichever tab owns the capability. */
  z.object({ ...base, type: z.literal('capability-command'), id: z.string().min(1), fromTabId: tabId, command: z.string().min(1), args: z.unknown() }),
  z.object({ ...base, type: z.literal('capability-result'), id: z.string().min(1), toTabId: tabId, value: z.unknown() }),
  z.object({ ...base, type: z.literal('capability-failure'), id: z.string().min(1), toTabId: tabId, code: CapabilityFailureCodeSchema }),
]);

export type CapabilityMessage = z.infer<typeof CapabilityMessageSchema>;

/** The message if `data` is one for this capability, else null (foreign or malformed messages are dropped here). */
export function readCapabilityMessage(data: unknown, capability: string): CapabilityMessage | null {
  const parsed = CapabilityMessageSchema.safeParse(data);
  return parsed.success && parsed.data.capability === capability ? parsed.data : null;
}
