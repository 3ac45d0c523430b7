import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../contract/console-routes.ts';
import { ALARM_MOVED_NOTICE_MS } from '../domain/constants.ts';
import { notFoundReturnPath } from '../domain/http-errors.ts';
import { useEngineEvents } from '../sync-client/engine-context.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { setLoginNotice } from './login-notice.ts';

/**
 * App-wide reactions to the engine's one-off events: a session ended elsewhere (SESSION-16) sends the user to
 * login with the reason; the open alarm moving away (PUSH remove, 404) shows the notice for 5 s and returns to
 * the dashboard.
 */
export function EngineEvents() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
  useEngineEvents((event) => {
    if (event.type === 'loggedOut') {
      if (event.message) setLoginNotice({ key: `common:messages.${event.message}` });
      navigate(ROUTES.login, { replace: true });
    } else if (event.type === 'alarmTransferred') {
      const open = matchPath(ROUTES.alarm, location.pathname);
      if (open && Number(open.params.alarmId) === event.alarmId) {
        snackbar.show(t('messages.ALARM_TRANSFERRED'), { durationMs: ALARM_MOVED_NOTICE_MS });
        const query = new URLSearchParams(location.search);
        // ROUTE-19: an alarm opened from another alarm's page (fromId/fromTemplate) returns there, else the dashboard.
        navigate(notFoundReturnPath({ fromId: query.get('fromId'), fromTemplate: query.get('fromTemplate') }), { replace: true });
      }
    }
  });
  return null;
}
