import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlarmListPanel } from '../alarms/list/alarm-list-panel.tsx';
import { makeAlarm, renderAlarmView, seedAlarms } from '../alarms/testing/alarm-harness.tsx';
import { other, recordingPlayer } from '../alarms/list/testing/list-harness.ts';
import { rememberLoggedIn } from '../app/logged-in-flag.ts';
import { useLoggedInHint } from '../app/logged-in-hint.ts';
import { openSessionDirectory } from '../db/database.ts';
import { paintStartPicture, removeStartPicture } from './paint-start-picture.ts';
import { START_PICTURE_KEY, type StartPictureRecord, readStartPicture } from './start-picture-record.ts';

/** The list keeps its picture at most every 2 s, on one clock per page: a test may wait that long for it. */
const KEPT_WITHIN = { timeout: 3000 };

async function drawList() {
  await seedAlarms({
    alarms: [
      makeAlarm({ AlarmId: 1, AlarmText: 'Fall detected', Name: 'Greta Berg' }),
      makeAlarm({ AlarmId: 2, AlarmText: '<img src=x onerror="alert(1)">', Name: 'Karl' }),
      makeAlarm({ AlarmId: 3, AlarmText: 'Door open', ...other }),
    ],
  });
  const view = await renderAlarmView(<AlarmListPanel tonePlayer={recordingPlayer()} />);
  await screen.findByRole('tab', { name: /Active\s*2 alarms/ });
  return view;
}

describe('the start picture: the alarm list as it was left, drawn while the console starts', () => {
  beforeEach(() => {
    vi.useRealTimers();
    localStorage.removeItem(START_PICTURE_KEY);
    rememberLoggedIn(true);
    window.location.hash = '#/dashboard/groups';
  });
  afterEach(() => {
    removeStartPicture();
    window.location.hash = '';
  });

  it('the drawn list is kept with its tabs and rows as text, and the next start draws it as text, out of reach', async () => {
    const view = await drawList();
    await waitFor(() => expect(readStartPicture()?.rows.map((row) => row.title).sort()).toEqual(['<img src=x onerror="alert(1)">', 'Fall detected']), KEPT_WITHIN);
    const record = readStartPicture();
    expect(record?.tabs).toEqual(['Active', 'My alarms', 'Responded', 'Deactivated']);
    expect(record?.rows.find((row) => row.title === 'Fall detected')).toEqual({ title: 'Fall detected', subtitle: 'Greta Berg', time: expect.any(String) });
    view.unmount();

    expect(paintStartPicture()).toBe(true);
    const picture = document.getElementById('start-picture');
    expect(picture?.textContent).toContain('Fall detected');
    expect(picture?.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(picture?.querySelector('img')).toBeNull();
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: /Fall detected/ })).toBeNull();
  });

  it('performance P1: the picture says how old it is and draws no alarm’s state, status or count, which may have changed since', async () => {
    await drawList().then((view) => waitFor(() => expect(readStartPicture()).not.toBeNull(), KEPT_WITHIN).then(() => view.unmount()));
    const kept = JSON.parse(localStorage.getItem(START_PICTURE_KEY) ?? 'null') as StartPictureRecord;
    localStorage.setItem(START_PICTURE_KEY, JSON.stringify({ ...kept, savedAt: new Date(2026, 10, 28, 21, 7).getTime() }));
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 21, 20), toFake: ['Date'] });

    expect(paintStartPicture()).toBe(true);
    const picture = document.getElementById('start-picture');
    expect(picture?.textContent).toContain('As of 21:07, updating…');
    expect(picture?.textContent).not.toContain('Waiting longest');
    expect(picture?.textContent).not.toMatch(/Active\s*2/);
    const rowClasses = [...(picture?.querySelectorAll('.alarm-row') ?? [])].map((row) => row.className);
    expect(rowClasses).toEqual(['alarm-row', 'alarm-row']);
  });

  it('performance P1: a start picture kept by the previous build (states drawn as live) is not drawn', () => {
    const previous = { version: 1, language: 'en-GB', opening: 'Opening the console…', listLabel: 'Alarm list', tabs: [{ label: 'Active', count: '2' }], selectedTab: 0, savedAt: Date.now() };
    localStorage.setItem(START_PICTURE_KEY, JSON.stringify({ ...previous, rows: [{ className: 'alarm-row alarm-not-responded', title: 'Fall detected', subtitle: '', time: '', status: 'Not responded' }] }));
    expect(paintStartPicture()).toBe(false);
  });

  it('performance P1: while the picture shows, clicks land on it and keys are held back, so nothing reaches the console beneath', async () => {
    await drawList().then((view) => waitFor(() => expect(readStartPicture()).not.toBeNull(), KEPT_WITHIN).then(() => view.unmount()));
    const reached = vi.fn();
    document.addEventListener('keydown', reached);
    try {
      expect(paintStartPicture()).toBe(true);
      // `inert` would let the browser's hit test pass through to the shell: the picture must take the clicks itself.
      expect(document.getElementById('start-picture')?.hasAttribute('inert')).toBe(false);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      expect(reached).not.toHaveBeenCalled();
      removeStartPicture();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      expect(reached).toHaveBeenCalledOnce();
    } finally {
      document.removeEventListener('keydown', reached);
    }
  });

  it('the live list takes the picture’s place as soon as it is drawn', async () => {
    await drawList().then((view) => waitFor(() => expect(readStartPicture()).not.toBeNull(), KEPT_WITHIN).then(() => view.unmount()));
    expect(paintStartPicture()).toBe(true);
    await drawList();
    expect(document.getElementById('start-picture')).toBeNull();
    expect(screen.getByRole('button', { name: /Fall detected/ })).toBeTruthy();
  });

  it('security #NL7: a picture older than half an hour, or dated ahead of the clock, is neither drawn nor kept', async () => {
    await drawList().then((view) => waitFor(() => expect(readStartPicture()).not.toBeNull(), KEPT_WITHIN).then(() => view.unmount()));
    const kept = JSON.parse(localStorage.getItem(START_PICTURE_KEY) ?? 'null') as StartPictureRecord;
    const keepSavedAt = (savedAt: number) => localStorage.setItem(START_PICTURE_KEY, JSON.stringify({ ...kept, savedAt }));

    keepSavedAt(Date.now() - 29 * 60_000);
    expect(paintStartPicture()).toBe(true);
    removeStartPicture();
    // The console was closed for 31 minutes: the server has ended that login for idleness, its list is not shown.
    keepSavedAt(Date.now() - 31 * 60_000);
    expect(paintStartPicture()).toBe(false);
    expect(document.getElementById('start-picture')).toBeNull();
    expect(localStorage.getItem(START_PICTURE_KEY)).toBeNull();
    keepSavedAt(Date.now() + 60 * 60_000);
    expect(paintStartPicture()).toBe(false);
    expect(localStorage.getItem(START_PICTURE_KEY)).toBeNull();
  });

  it('security #NL7: once the console learns nobody is logged in (the engine ended an expired session), the picture is forgotten', async () => {
    await drawList().then((view) => waitFor(() => expect(readStartPicture()).not.toBeNull(), KEPT_WITHIN).then(() => view.unmount()));
    await openSessionDirectory().current.delete('current');
    renderHook(() => useLoggedInHint());
    await waitFor(() => expect(localStorage.getItem(START_PICTURE_KEY)).toBeNull());
    expect(paintStartPicture()).toBe(false);
  });

  it('nothing is drawn when nobody was logged in, on a route without the list, or from a record this build did not write', async () => {
    await drawList().then((view) => waitFor(() => expect(readStartPicture()).not.toBeNull(), KEPT_WITHIN).then(() => view.unmount()));
    rememberLoggedIn(false);
    expect(paintStartPicture()).toBe(false);
    rememberLoggedIn(true);
    window.location.hash = '#/al?p=abc';
    expect(paintStartPicture()).toBe(false);
    window.location.hash = '#/dashboard';
    localStorage.setItem(START_PICTURE_KEY, JSON.stringify({ version: 1, rows: [{ title: 1 }] }));
    expect(paintStartPicture()).toBe(false);
    expect(document.getElementById('start-picture')).toBeNull();
  });
});
