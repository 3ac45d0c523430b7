import { z } from 'zod';
import { ErrorCode } from '../contract/errors.ts';
import { MessageKey } from '../contract/message-keys.ts';
import { EngineErrorCode } from '../sync-client/failure.ts';

/**
 * Every message between the tabs that share a page-resident capability (see create-capability-owner.ts): one tagged
 * union, checked by one parser before use. Each message names its capability, so several capabilities (and later
 * the engine's own messages) can share a channel. States, arguments and results are checked again by the
 * capability's own schemas, since an old tab may still run after a deploy.
 */
const base = { capability: z.string().min(1) };
const tabId = z.string().min(1);

/** The failures the relay itself answers (a handler's own refusal may carry any code). */
export type CapabilityFailureCode = Extract<EngineErrorCode, 'CAPABILITY_TIMEOUT' | 'OWNER_GONE' | 'CAPABILITY_FAILED' | 'INVALID_ARGS' | 'CLOSED'>;

/** A command's failure: the relay's own, or the owner's handler refusing with any engine or server code and a message key. */
const CommandFailureSchema = {
  code: z.enum([...Object.values(EngineErrorCode), ...Object.values(ErrorCode)]),
  messageKey: z.enum(MessageKey).optional(),
};

/** Part of the console's one message union (src/sync-client/messages.ts). */
export const CapabilityMessageSchema = z.discriminatedUnion('kind', [
  /** A tab's visibility, focus order and whether it wants to own; sent at start and on every change. */
  z.object({
    ...base,
    kind: z.literal('capability-presence'),
    tabId,
    visible: z.boolean(),
    /** Orders the tabs by their last focus: higher is more recent. */
    focusClaim: z.number().int().nonnegative(),
    candidate: z.boolean(),
  }),
  /** A new tab asks every peer for its presence, and the owner for its state. */
  z.object({ ...base, kind: z.literal('capability-presence-request'), tabId }),
  /** A tab leaves (its signal aborted). */
  z.object({ ...base, kind: z.literal('capability-bye'), tabId }),
  /** The owner's state, on every change and on request. */
  z.object({ ...base, kind: z.literal('capability-state'), ownerTabId: tabId, state: z.unknown() }),
  /** A hidden owner asks a visible tab to take the lock from it. */
  z.object({ ...base, kind: z.literal('capability-handover'), fromTabId: tabId, toTabId: tabId }),
  /** A tab's command for whichever tab owns the capability. */
  z.object({ ...base, kind: z.literal('capability-command'), id: z.string().min(1), fromTabId: tabId, command: z.string().min(1), args: z.unknown() }),
  z.object({ ...base, kind: z.literal('capability-result'), id: z.string().min(1), toTabId: tabId, value: z.unknown() }),
  z.object({ ...base, kind: z.literal('capability-failure'), id: z.string().min(1), toTabId: tabId, ...CommandFailureSchema }),
]);


export type CapabilityMessage = z.infer<typeof CapabilityMessageSchema>;
