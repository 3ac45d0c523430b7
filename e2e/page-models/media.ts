import type { Locator, Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/** The alarm page's Media, Links and Measurements widgets. */
export class MediaWidgets {
  readonly page: Page;
  readonly media: Locator;
  readonly links: Locator;
  readonly measurements: Locator;

  constructor(alarm: AlarmPage) {
    this.page = alarm.page;
    this.media = alarm.detail.getByRole('region', { name: 'Media' });
    this.links = alarm.detail.getByRole('region', { name: 'Links' }).getByRole('table', { name: 'Links' });
    this.measurements = alarm.detail.getByRole('region', { name: 'Measurements' }).getByRole('table', { name: 'Measurements' });
  }

  /** The thumbnail button of picture n (1-based). */
  thumbnail(n: number): Locator {
    return this.media.getByRole('button', { name: new RegExp(`^Open Picture ${n} of \\d+`) });
  }

  /** The picture viewer showing picture n. */
  viewer(n: number): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(`^Picture ${n} of \\d+`) });
  }

  playButton(sound = 1): Locator {
    return this.media.getByRole('button', { name: new RegExp(`^Play Sound ${sound}\\b`) });
  }

  pauseButton(sound = 1): Locator {
    return this.media.getByRole('button', { name: new RegExp(`^Pause Sound ${sound}\\b`) });
  }

  /** The rows of a table as the text of their cells. */
  async rows(table: Locator): Promise<string[][]> {
    return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')));
  }
}
