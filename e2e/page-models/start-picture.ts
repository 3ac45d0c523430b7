import type { Page } from '@playwright/test';

export interface StartPictureSeen {
  /** Text of the picture when it was drawn, or null if no start drew one. */
  text: string | null;
  ariaHidden: string | null;
  /**
   * Whether, while the picture showed over a drawn console, the browser's hit test at some point of the window found
   * the console beneath it rather than the picture or a banner (a click there would have reached the console).
   */
  clickReachedBeneath: boolean;
  /** Whether a banner (offline, server unreachable…) was ever drawn under the picture, out of sight. */
  bannerCovered: boolean;
  /** ms after navigation: the picture drawn, the live list's first row drawn. */
  drawnAt: number | null;
  liveAt: number | null;
  /** Whether the picture was still there once the live list had drawn a row. */
  overlappedLive: boolean;
}

declare global {
  interface Window {
    __startPicture?: StartPictureSeen;
  }
}

/**
 * The start picture lasts well under a second and is hidden from the accessibility tree: this watches for it from
 * the first byte of every navigation of the page, and reports what the last start drew.
 */
export class StartPictureWatch {
  constructor(readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: StartPictureSeen = {
        text: null,
        ariaHidden: null,
        clickReachedBeneath: false,
        bannerCovered: false,
        drawnAt: null,
        liveAt: null,
        overlappedLive: false,
      };
      window.__startPicture = seen;
      const hitsBeneath = (picture: Element) => {
        const banners = document.querySelector('.app-banners');
        const points = [0.1, 0.5, 0.9].flatMap((x) => [0.1, 0.5, 0.9].map((y) => [x * innerWidth, y * innerHeight] as const));
        return points.some(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && !picture.contains(hit) && !banners?.contains(hit) && document.getElementById('root')?.contains(hit) && hit.id !== 'root';
        });
      };
      const coversBanner = (picture: Element) =>
        [...document.querySelectorAll('.app-banners > *')].some((banner) => banner.getBoundingClientRect().bottom > picture.getBoundingClientRect().top);
      new MutationObserver(() => {
        const picture = document.getElementById('start-picture');
        if (picture) {
          seen.clickReachedBeneath ||= hitsBeneath(picture);
          seen.bannerCovered ||= coversBanner(picture);
        }
        if (picture && seen.drawnAt === null) {
          Object.assign(seen, { text: picture.textContent, ariaHidden: picture.getAttribute('aria-hidden'), drawnAt: performance.now() });
        }
        if (seen.liveAt === null && document.querySelector('.alarm-list__item')) {
          seen.liveAt = performance.now();
          seen.overlappedLive = picture !== null;
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  async lastStart(): Promise<StartPictureSeen | undefined> {
    return this.page.evaluate(() => window.__startPicture);
  }

  async stored(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('arc-start-picture'));
  }
}
