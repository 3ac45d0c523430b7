import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { fakeBrowser } from '../../page-capability/testing/fake-browser.ts';
import { EngineProvider } from '../../sync-client/engine-context.tsx';
import { FakeCall, FakeDevice, fakeToken } from './testing/fake-voice.ts';
import { useSoftphone } from './use-softphone.ts';

/** A tab of the console: its page (visibility), its softphone hook and the Devices it created. */
function openTab(browser: ReturnType<typeof fakeBrowser>) {
  const tab = browser.tab();
  const devices: FakeDevice[] = [];
  const engine = fakeEngine({ voiceToken: () => Promise.resolve({ ok: true, value: fakeToken() }) });
  const device = {
    createDevice: () => {
      const created = new FakeDevice('t');
      devices.push(created);
      return Promise.resolve(created);
    },
    playBusyTone: () => undefined,
    hangupDigit: () => null,
  };
  const wrapper = ({ children }: { children: ReactNode }) => <EngineProvider client={engine}>{children}</EngineProvider>;
  const hook = renderHook(() => useSoftphone({ device, autoAnswer: [], effects: tab.effects }), { wrapper });
  const live = () => devices.filter((created) => !created.destroyed);
  return { page: tab.page, hook, devices, live };
}

describe('useSoftphone', () => {
  it('one tab runs the Device; a call rung there is seen and accepted from the other tab', async () => {
    const browser = fakeBrowser();
    const first = openTab(browser);
    const second = openTab(browser);
    await waitFor(() => expect(first.live()).toHaveLength(1));
    expect(second.devices).toEqual([]);
    await waitFor(() => expect(second.hook.result.current.state?.status).toBe('ready'));
    const call = new FakeCall({ CallSid: 'CA1', From: '+46701234567' });
    act(() => first.live()[0]!.emit('incoming', call));
    await waitFor(() => expect(second.hook.result.current.state?.incoming.map((entry) => entry.callSid)).toEqual(['CA1']));
    await act(async () => expect(await second.hook.result.current.send('accept', { callSid: 'CA1' })).toEqual({ ok: true, value: undefined }));
    expect(call.did).toEqual(['accept']);
  });

  it('a hidden owner hands the softphone over only when no call is pending or up', async () => {
    const browser = fakeBrowser();
    const first = openTab(browser);
    await waitFor(() => expect(first.live()).toHaveLength(1));
    const second = openTab(browser);
    second.page.focus();
    const call = new FakeCall({ CallSid: 'CA1', From: '+46701234567' });
    act(() => first.live()[0]!.emit('incoming', call));
    await act(async () => void (await first.hook.result.current.send('accept', { callSid: 'CA1' })));
    act(() => first.page.setVisible(false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.hook.result.current.isOwner).toBe(true);
    expect(second.devices).toEqual([]);
    // The call ends: the hidden owner is idle now and hands over to the visible tab, which registers its own Device.
    act(() => call.emit('disconnect'));
    await waitFor(() => expect(second.live()).toHaveLength(1));
    expect(first.live()).toEqual([]);
    expect(first.hook.result.current.isOwner).toBe(false);
  });

  it('the owner closing (its call ends with it) lets the next tab take over and register', async () => {
    const browser = fakeBrowser();
    const first = openTab(browser);
    const second = openTab(browser);
    await waitFor(() => expect(first.live()).toHaveLength(1));
    first.hook.unmount();
    expect(first.live()).toEqual([]);
    await waitFor(() => expect(second.live()).toHaveLength(1));
  });
});
