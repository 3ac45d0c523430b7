import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCapabilityOwner } from './create-capability-owner.ts';
import { defineCapability } from './define-capability.ts';
import type { CapabilityEffects } from './effects.ts';
import { fakeBrowser } from './testing/fake-browser.ts';
import { EngineErrorCode, failure } from '../sync-client/failure.ts';

const phone = defineCapability({
  name: 'test-phone',
  state: z.object({ line: z.enum(['idle', 'in-call']) }),
  commands: { dial: { args: z.object({ number: z.string() }), result: z.object({ dialled: z.string() }) } },
});

type Phone = ReturnType<typeof openTab>;

function openTab(effects: CapabilityEffects, busy = { value: false }) {
  const controller = new AbortController();
  const dialled: string[] = [];
  const owner = createCapabilityOwner({
    capability: phone,
    effects,
    candidate: true,
    initialState: { line: 'idle' },
    handlers: {
      dial: ({ number }) => {
        dialled.push(number);
        // A number the handler refuses answers the engine's Failure itself, with its code and key.
        return number === '000' ? failure(EngineErrorCode.SOFTPHONE_REFUSED, 'CALL_BUSY') : { ok: true, value: { dialled: number } };
      },
    },
    isBusy: () => busy.value,
    onChange: () => undefined,
    signal: controller.signal,
  });
  return { owner, dialled, busy, close: () => controller.abort() };
}

/** Lets channel deliveries (timers of 0 ms) and lock grants run. */
const settle = () => vi.advanceTimersByTimeAsync(10);
const owners = (tabs: Phone[]) => tabs.map((tab) => tab.owner.snapshot().isOwner);

describe('createCapabilityOwner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the first tab owns; closing it hands the capability to the next', async () => {
    const browser = fakeBrowser();
    const tabs = [openTab(browser.tab().effects), openTab(browser.tab().effects), openTab(browser.tab().effects)];
    await settle();
    expect(owners(tabs)).toEqual([true, false, false]);
    tabs[0]!.close();
    await settle();
    expect(owners(tabs)).toEqual([false, true, false]);
  });

  it('a hidden owner hands over to the visible tab focused last, which then owns', async () => {
    const browser = fakeBrowser();
    const first = browser.tab();
    const second = browser.tab();
    const third = browser.tab();
    const tabs = [openTab(first.effects), openTab(second.effects), openTab(third.effects)];
    await settle();
    third.page.focus();
    second.page.focus();
    await settle();
    first.page.setVisible(false);
    await settle();
    expect(owners(tabs)).toEqual([false, true, false]);
    expect(tabs[2]!.owner.snapshot().ownerTabId).toBe(tabs[1]!.owner.snapshot().ownerTabId);
    // The former owner queues again: it takes over when the tabs that are left close.
    tabs[1]!.close();
    tabs[2]!.close();
    await settle();
    expect(owners(tabs)).toEqual([true, false, false]);
  });

  it('a hidden tab that inherits the capability passes it on to a visible one', async () => {
    const browser = fakeBrowser();
    const hidden = browser.tab(false);
    const tabs = [openTab(browser.tab().effects), openTab(hidden.effects), openTab(browser.tab().effects)];
    await settle();
    tabs[0]!.close();
    await settle();
    expect(owners(tabs)).toEqual([false, false, true]);
  });

  it('a busy hidden owner keeps the capability until it is no longer busy', async () => {
    const browser = fakeBrowser();
    const first = browser.tab();
    const tabs = [openTab(first.effects, { value: true }), openTab(browser.tab().effects)];
    await settle();
    tabs[0]!.owner.publish({ line: 'in-call' });
    first.page.setVisible(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(owners(tabs)).toEqual([true, false]);
    expect(tabs[1]!.owner.snapshot().state).toEqual({ line: 'in-call' });
    tabs[0]!.busy.value = false;
    tabs[0]!.owner.publish({ line: 'idle' });
    await settle();
    expect(owners(tabs)).toEqual([false, true]);
  });

  it('a hidden owner keeps the capability while no visible tab wants it, and when the chosen tab does not answer', async () => {
    const browser = fakeBrowser();
    const first = browser.tab();
    const second = browser.tab();
    const tabs = [openTab(first.effects), openTab(second.effects)];
    await settle();
    second.page.setVisible(false);
    await settle();
    first.page.setVisible(false);
    await settle();
    expect(owners(tabs)).toEqual([true, false]);
    // The visible tab's handover message is lost (it froze): after the time-out the owner still owns.
    const frozen = { ...second.effects, locks: { request: () => new Promise<void>(() => undefined) } };
    openTab(frozen);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(owners(tabs)).toEqual([true, false]);
  });

  it('mission-gap hidden console: every tab knows whether any tab of the browser is visible', async () => {
    const browser = fakeBrowser();
    const first = browser.tab();
    const second = browser.tab();
    const tabs = [openTab(first.effects), openTab(second.effects)];
    await settle();
    first.page.setVisible(false);
    await settle();
    expect(tabs.map((tab) => tab.owner.anyVisible())).toEqual([true, true]);
    second.page.setVisible(false);
    await settle();
    expect(tabs.map((tab) => tab.owner.anyVisible())).toEqual([false, false]);
    second.page.setVisible(true);
    await settle();
    expect(tabs.map((tab) => tab.owner.anyVisible())).toEqual([true, true]);
  });

  it('a tab that does not own sees the state and its command reaches the owner and returns the result', async () => {
    const browser = fakeBrowser();
    const tabs = [openTab(browser.tab().effects), openTab(browser.tab().effects)];
    await settle();
    tabs[0]!.owner.publish({ line: 'in-call' });
    await settle();
    expect(tabs[1]!.owner.snapshot()).toEqual({ isOwner: false, ownerTabId: tabs[0]!.owner.snapshot().ownerTabId, state: { line: 'in-call' } });
    const outcome = tabs[1]!.owner.send('dial', { number: '112' });
    await settle();
    await expect(outcome).resolves.toEqual({ ok: true, value: { dialled: '112' } });
    expect(tabs[0]!.dialled).toEqual(['112']);
    // The owner's own command runs in place.
    await expect(tabs[0]!.owner.send('dial', { number: '113' })).resolves.toEqual({ ok: true, value: { dialled: '113' } });
  });

  it("aesthetics 7: a handler's refusal reaches the sending tab as the engine Failure with its code and key, not a result inside a result", async () => {
    const browser = fakeBrowser();
    const tabs = [openTab(browser.tab().effects), openTab(browser.tab().effects)];
    await settle();
    const refused = tabs[1]!.owner.send('dial', { number: '000' });
    await settle();
    await expect(refused).resolves.toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'CALL_BUSY' });
    await expect(tabs[0]!.owner.send('dial', { number: '000' })).resolves.toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'CALL_BUSY' });
  });

  it('the owner refuses a command whose arguments its schema refuses', async () => {
    const browser = fakeBrowser();
    const owner = openTab(browser.tab().effects);
    await settle();
    const raw = browser.tab().effects.openChannel('arc-capability:test-phone');
    const answers: unknown[] = [];
    raw.onmessage = (event) => answers.push(event.data);
    raw.postMessage({ capability: 'test-phone', kind: 'capability-command', id: 'c1', fromTabId: 'raw', command: 'dial', args: { number: 112 } });
    raw.postMessage({ capability: 'test-phone', kind: 'capability-command', id: 'c2', fromTabId: 'raw', command: 'hangUp', args: {} });
    await settle();
    expect(answers.filter((answer) => (answer as { kind: string }).kind === 'capability-failure')).toEqual([
      { capability: 'test-phone', kind: 'capability-failure', id: 'c1', toTabId: 'raw', code: 'INVALID_ARGS' },
      { capability: 'test-phone', kind: 'capability-failure', id: 'c2', toTabId: 'raw', code: 'INVALID_ARGS' },
    ]);
    expect(owner.dialled).toEqual([]);
  });

  it('a tab opened later sees the state at once', async () => {
    const browser = fakeBrowser();
    const first = openTab(browser.tab().effects);
    await settle();
    first.owner.publish({ line: 'in-call' });
    const late = openTab(browser.tab().effects);
    await settle();
    expect(late.owner.snapshot().state).toEqual({ line: 'in-call' });
  });

  it('aesthetics 6.5: a command fails with the engine Failure (OWNER_GONE, CAPABILITY_TIMEOUT), instead of hanging, when the owner leaves or vanishes', async () => {
    const browser = fakeBrowser();
    const tabs = [openTab(browser.tab().effects), openTab(browser.tab().effects)];
    await settle();
    // The owner leaves while the command travels: it fails as soon as the tab says goodbye.
    const leaving = tabs[1]!.owner.send('dial', { number: '112' });
    tabs[0]!.close();
    await settle();
    await expect(leaving).resolves.toEqual({ ok: false, code: 'OWNER_GONE' });
    // A watcher with no owner at all (a tab that does not run the capability): the command times out.
    const watcher = createCapabilityOwner({
      capability: phone,
      effects: fakeBrowser().tab().effects,
      candidate: false,
      initialState: { line: 'idle' },
      handlers: { dial: () => ({ ok: true, value: { dialled: '' } }) },
      isBusy: () => false,
      onChange: () => undefined,
      signal: new AbortController().signal,
    });
    const lost = watcher.send('dial', { number: '112' });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(lost).resolves.toEqual({ ok: false, code: 'CAPABILITY_TIMEOUT' });
  });

  it('aesthetics 6.5: abort releases the lock, and a closed tab answers its commands with the CLOSED failure', async () => {
    const browser = fakeBrowser();
    const tab = openTab(browser.tab().effects);
    await settle();
    expect(browser.locks.holds('arc-capability:test-phone')).toBe(true);
    tab.close();
    await settle();
    expect(browser.locks.holds('arc-capability:test-phone')).toBe(false);
    await expect(tab.owner.send('dial', { number: '112' })).resolves.toEqual({ ok: false, code: 'CLOSED' });
  });
});
