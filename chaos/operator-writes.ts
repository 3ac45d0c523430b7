import type { Locator, Page } from '@playwright/test';
import { userOfSeq } from './ingester.ts';
import type { OperatorBrowser } from './operator-browser.ts';

/** Something an operator typed during the run, to be found exactly once on the server at the end. */
export interface TypedWrite {
  username: string;
  alarmId: number;
  /** The monitored user the alarm is for (notes are kept on the user). */
  userId: number;
  kind: 'reason' | 'note';
  text: string;
  /** Typed while the browser was offline (it waited in the outbox). */
  offline: boolean;
  /** Epoch ms the console was seen taking it. */
  typedAt: number;
}

const TAKE_TIMEOUT_MS = 45_000;

/** Whether the console's address is this alarm's page (hash routes: #/dashboard/template/<template>/<id>[/<open>]). */
const showsAlarm = (url: URL, alarmId: number) => new RegExp(`/${alarmId}(?:[/?]|$)`).test(url.hash);

/**
 * An operator at work in the browser's first tab: takes the newest unanswered alarm of its share (every third
 * alarm), registers a reason and writes a note on it, through the screens, as an operator would.
 */
export class OperatorWrites {
  readonly writes: TypedWrite[] = [];
  failedRounds = 0;
  /** Why rounds broke (first lines, the first few). */
  readonly failures: string[] = [];
  private open: { alarmId: number; userId: number } | null = null;
  private notes = 0;
  /** Rounds run one after another: the cycle's offline note may come while a round is under way. */
  private queue = Promise.resolve();

  constructor(
    private readonly operator: OperatorBrowser,
    /** This operator's share: alarms whose sequence number modulo 3 is this. */
    private readonly share: number,
    /** How the alarm page names the operator ("Handled by: Anna Andersson (AA)"). */
    private readonly displayName: string,
  ) {}

  private get page(): Page {
    return this.operator.tabs[0]!;
  }

  private get detail(): Locator {
    return this.page.getByRole('article', { name: 'Alarm details' });
  }

  /**
   * One round of work: online, take the newest alarm of this operator's share, register a reason and write a note;
   * offline, write a note on the alarm still open. A round the faults break is counted and explained, not fatal.
   */
  round(offline: boolean): Promise<void> {
    this.queue = this.queue.then(async () => {
      try {
        if (!offline) await this.takeNewest();
        if (!this.open) throw new Error("no alarm of this operator's share was open");
        await this.writeNote(offline);
      } catch (error) {
        this.failedRounds += 1;
        if (this.failures.length < 5) this.failures.push(`${offline ? 'offline' : 'online'} round: ${String((error as Error).message).split('\n')[0]}`);
      }
    });
    return this.queue;
  }

  private async takeNewest(): Promise<void> {
    await this.page.getByRole('tab', { name: /^Active/ }).click();
    const candidate = await this.page.evaluate((share) => {
      for (const row of document.querySelectorAll<HTMLElement>('.alarm-list__scroll [data-alarm-id]')) {
        const seq = Number(/Chaos alarm (\d+)/.exec(row.textContent ?? '')?.[1]);
        if (Number.isInteger(seq) && seq % 3 === share) return { alarmId: Number(row.dataset.alarmId), seq };
      }
      return null;
    }, this.share);
    if (!candidate) return;
    // Whatever shows after a take that times out is not known: write nothing until the next take.
    this.open = null;
    // Enter on the focused row, not a click at its position: the rows move as alarms keep arriving.
    await this.page.locator(`[data-alarm-id="${candidate.alarmId}"]`).press('Enter');
    // The alarm page follows once the take is answered; until then the previous alarm is still on screen, and it
    // says "Handled by" this operator too.
    await this.page.waitForURL((url) => showsAlarm(url, candidate.alarmId), { timeout: TAKE_TIMEOUT_MS }).catch(async (error: unknown) => {
      // Why the take did not open the alarm: the list's notice (a refused accept), or the row still waiting.
      const notice = await this.page.locator('.alarm-list__notice').allTextContents().catch(() => []);
      const busy = await this.page.locator(`[data-alarm-id="${candidate.alarmId}"][aria-busy="true"]`).count().catch(() => 0);
      throw new Error(`take of alarm ${candidate.alarmId} not opened in ${TAKE_TIMEOUT_MS} ms (notice: ${notice.join(' ') || 'none'}; row ${busy ? 'still waiting for the accept' : 'not waiting'}): ${String(error)}`);
    });
    await this.detail.getByText(`Handled by: ${this.displayName}`).waitFor({ timeout: TAKE_TIMEOUT_MS });
    this.open = { alarmId: candidate.alarmId, userId: userOfSeq(candidate.seq) };
    const reason = this.detail.getByRole('combobox', { name: 'Reason' });
    await reason.click();
    await reason.press('ArrowDown');
    const text = (await this.detail.getByRole('option').first().textContent())?.trim() ?? '';
    // Typed, then chosen with Enter: the picker empties its field only once the console has taken the reason (sent
    // or queued), so a keypress a dialog caught, or a save the console refused, is not counted as typed. The field
    // is held, not found again: a page that left the alarm, or drew its picker anew, has an empty field of its own.
    const field = (await reason.elementHandle())!;
    await reason.fill(text);
    await reason.press('Enter');
    const taken = await this.page
      .waitForFunction((input) => !input.isConnected || (input as HTMLInputElement).value === '', field, { timeout: TAKE_TIMEOUT_MS, polling: 100 })
      .then(() => field.evaluate((input) => input.isConnected), () => false);
    if (!taken || !showsAlarm(new URL(this.page.url()), this.open.alarmId)) {
      const alert = await this.detail.getByRole('alert').allTextContents().catch(() => []);
      throw new Error(`reason "${text}" on alarm ${this.open.alarmId} not seen taken by the console (${alert.join(' ') || 'no error shown'}; now at ${new URL(this.page.url()).hash})`);
    }
    this.writes.push({ username: this.operator.username, ...this.open, kind: 'reason', text, offline: false, typedAt: Date.now() });
  }

  private async writeNote(offline: boolean): Promise<void> {
    const open = this.open!;
    if (!showsAlarm(new URL(this.page.url()), open.alarmId)) throw new Error(`the alarm page no longer shows alarm ${open.alarmId}`);
    const text = `Chaos note ${this.operator.username} ${++this.notes}`;
    const section = this.detail.getByRole('region', { name: 'Notes', exact: true }).getByRole('group', { name: 'General notes' });
    await section.getByRole('button', { name: 'Add note to General notes' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Counted as typed once the dialog closes: it closes only when the console has taken the note (sent or queued);
    // a note it says it could not add stays in the dialog, in front of the operator.
    await dialog.waitFor({ state: 'hidden', timeout: TAKE_TIMEOUT_MS });
    this.writes.push({ username: this.operator.username, ...open, kind: 'note', text, offline, typedAt: Date.now() });
  }
}
