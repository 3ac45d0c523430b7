import { useTranslation } from 'react-i18next';
import { SoundIndicator } from '../../alarms/sound/sound-indicator.tsx';
import { ShiftShareIndicator } from '../../targets/shift-share.tsx';
import { useMe, usePermissions } from '../../db/hooks.ts';
import { isOperator } from '../../domain/access.ts';
import { LanguageSelect } from '../../i18n/language-select.tsx';
import { Button } from '../../ui/button.tsx';
import { LogoutButton } from './logout-button.tsx';
import { ShortcutHelp } from './shortcut-help.tsx';
import { SIDE_MENU_ID } from './side-menu.tsx';
import { StatusIndicator } from './status-indicator.tsx';

/**
 * The shell's top bar (SHELL-04..06): menu, status light, who is logged in and as what (ROLE-01), language, logout.
 * A one-time link's guest gets no menu, and the header says it is a link session rather than naming the operator
 * whose account issued the link (qa-supervisor P3-11).
 */
export function ShellHeader({ menuOpen, onToggleMenu, linkSession }: { menuOpen: boolean; onToggleMenu: () => void; linkSession: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const name = typeof me?.Name === 'string' && me.Name ? me.Name : me?.Username;
  const initials = typeof me?.Initials === 'string' && me.Initials ? me.Initials : null;
  const operator = isOperator(usePermissions()?.Actions ?? []);
  return (
    <header className="shell-header">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // The hash belongs to the router: move focus instead of navigating.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      {linkSession ? null : (
        <Button variant="ghost" className="menu-button" aria-expanded={menuOpen} aria-controls={SIDE_MENU_ID} onClick={onToggleMenu}>
          <span aria-hidden="true">☰</span> <span className="shell-narrow-hidden">{t('menu.button')}</span>
        </Button>
      )}
      <p className="shell-title">{t('appName')}</p>
      <StatusIndicator />
      <SoundIndicator />
      {!linkSession && operator ? <ShiftShareIndicator /> : null}
      {linkSession ? (
        <p className="shell-user">{t('shell.linkSession')}</p>
      ) : name ? (
        <p className="shell-user">
          <span className="visually-hidden">{t('shell.loggedInAs')} </span>
          {initials ? t('shell.userWithInitials', { name, initials }) : name}
          {operator ? (
            <>
              {' '}
              <span className="shell-role">{t('shell.roleOperator')}</span>
            </>
          ) : null}
        </p>
      ) : null}
      <ShortcutHelp />
      <LanguageSelect className="shell-language" />
      <LogoutButton />
    </header>
  );
}
