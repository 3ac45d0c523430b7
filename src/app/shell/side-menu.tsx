import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ROUTES } from '../../contract/console-routes.ts';
import { useMe, usePermissions, useSettings } from '../../db/hooks.ts';
import { canReadAnswerTimes, canSearchUsers, canUseSupport, canUseTestAlarms, planningViewAvailable } from '../../domain/access.ts';
import { useIsMobile } from '../use-is-mobile.ts';
import { administrationUrl, myDetailsUrl } from '../../users/admin-links.ts';
import { focusableIn } from '../../ui/focus-trap.ts';
import { Button } from '../../ui/button.tsx';
import { LogoutButton } from './logout-button.tsx';

export const SIDE_MENU_ID = 'side-menu';

/**
 * The side menu (SHELL-08..13): portal links, groups, settings, planning view, user search, support and test
 * alarms (by permission), logout. Groups and settings are not offered on mobile; neither is the planning view.
 */
export function SideMenu({ open, onNavigate, onClose }: { open: boolean; onNavigate: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const settings = useSettings();
  const actions = usePermissions()?.Actions ?? [];
  const mobile = useIsMobile();
  const links = { adminUrl: settings?.ADMINURL, useOldAdmin: settings?.UseOldAdmin === true, identityId: me?.IdentityId, remoteId: me?.RemoteId, userId: me?.UserId };
  const admin = administrationUrl(links);
  const details = myDetailsUrl(links);
  const listRef = useRef<HTMLUListElement>(null);
  // Opened from the keyboard, the menu's first entry takes focus; Escape, the close button or a click beside the
  // menu closes it and gives focus back to the menu button.
  useEffect(() => {
    if (open && listRef.current) focusableIn(listRef.current)[0]?.focus();
  }, [open]);
  const close = () => {
    onClose();
    document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const planning = planningViewAvailable(settings?.USING_PLANNING_VIEW === true, mobile);

  const external = (href: string | null, label: string) =>
    href ? (
      <li>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> {t('menu.newTab')}</span>
        </a>
      </li>
    ) : null;
  const internal = (to: string, label: string) => (
    <li>
      <NavLink to={to} onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );

  return (
    <>
      {/* The backdrop is for the pointer only: the keyboard closes the menu with Escape or its close button. */}
      {open ? <div className="side-menu-backdrop" aria-hidden="true" onClick={close} /> : null}
      <nav
        id={SIDE_MENU_ID}
        className={open ? 'side-menu side-menu-open' : 'side-menu'}
        aria-label={t('menu.label')}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <Button variant="ghost" className="side-menu-close" aria-label={t('menu.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </Button>
        <ul ref={listRef}>
          {external(admin, t('menu.administration'))}
          {external(details, t('menu.myDetails'))}
          {mobile ? null : internal(ROUTES.groups, t('menu.groups'))}
          {mobile ? null : internal(ROUTES.settings, t('menu.settings'))}
          {planning ? internal(ROUTES.planningView, t('menu.planningView')) : null}
          {canSearchUsers(actions) ? internal(ROUTES.userSearch, t('menu.searchUser')) : null}
          {canUseSupport(actions) ? internal(ROUTES.support, t('menu.support')) : null}
          {canUseTestAlarms(actions) ? internal(ROUTES.testAlarms, t('menu.testAlarms')) : null}
          {canReadAnswerTimes(actions) ? internal(ROUTES.answerTimes, t('menu.answerTimes')) : null}
          <li>
            <LogoutButton variant="ghost" className="side-menu-logout" />
          </li>
        </ul>
      </nav>
    </>
  );
}
