import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { captureStartPicture } from './capture-start-picture.ts';
import { AS_OF_TIME, saveStartPicture } from './start-picture-record.ts';
import { removeStartPicture } from './paint-start-picture.ts';

/**
 * A list that changes with every push is kept at most this often. Not on pagehide: a hidden tab's list is not
 * redrawn while hidden, so its picture may be older than the one a visible tab kept.
 */
const SAVE_EVERY_MS = 2000;

/**
 * The alarm list's side of the first picture: once the live list is drawn, the picture of the last one goes, in
 * the same frame; while it shows, what it shows is kept for the next start (by a visible tab: a hidden one draws
 * nothing new). `changed` is anything whose change redraws the list.
 */
export function useStartPicture(list: RefObject<HTMLElement | null>, drawn: boolean, changed: unknown): void {
  const { t, i18n } = useTranslation('alarm');
  const language = i18n.language;
  const asOf = t('list.startPictureAsOf', { time: AS_OF_TIME });
  const listLabel = t('list.label');

  useLayoutEffect(() => {
    if (drawn) removeStartPicture();
  }, [drawn]);

  useEffect(() => {
    if (!drawn) return;
    // Clamped: a clock set back must not put the next save off by the difference.
    const wait = Math.min(SAVE_EVERY_MS, Math.max(0, SAVE_EVERY_MS - (Date.now() - lastSaved)));
    const timer = setTimeout(
      () => {
        if (document.visibilityState !== 'visible' || !list.current) return;
        lastSaved = Date.now();
        saveStartPicture(captureStartPicture(list.current, { language, asOf, listLabel }, lastSaved));
      },
      wait,
    );
    return () => clearTimeout(timer);
  }, [list, drawn, changed, language, asOf, listLabel]);
}

/** When this page last kept the list: one clock for every list of the page. */
let lastSaved = 0;
