import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SHORTCUTS } from './shortcuts.ts';
import './shortcut-help.css';

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The shortcut help: a header button and `?` anywhere outside a text field open a list of every shortcut. */
export function ShortcutHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented || typing(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Button variant="ghost" className="shortcut-help-button" aria-label={t('shortcuts.open')} aria-keyshortcuts="?" onClick={() => setOpen(true)}>
        <span className="shell-narrow-hidden">{t('shortcuts.open')}</span>
        <span className="shell-narrow-only" aria-hidden="true">
          ?
        </span>
      </Button>
      <Modal
        open={open}
        title={t('shortcuts.title')}
        onClose={() => setOpen(false)}
        className="shortcut-help"
        actions={
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t('shortcuts.close')}
          </Button>
        }
      >
        {SHORTCUTS.map(({ group, shortcuts }) => (
          <section key={group} aria-labelledby={`shortcuts-${group}`}>
            <h3 id={`shortcuts-${group}`}>{t(`shortcuts.group.${group}`)}</h3>
            <dl className="shortcut-help__list">
              {shortcuts.map(({ keys, does }) => (
                <Fragment key={`${keys.join('+')}-${does}`}>
                  <dt>
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? (keys[0] === 'Ctrl' ? ' + ' : ' / ') : null}
                        <kbd>{key}</kbd>
                      </Fragment>
                    ))}
                  </dt>
                  <dd>{t(`shortcuts.does.${does}`)}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))}
      </Modal>
    </>
  );
}
