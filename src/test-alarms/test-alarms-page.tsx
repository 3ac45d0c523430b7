import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestAlarmList } from '../contract/index.ts';
import { needsUserChoice, testAlarmConfiguration } from '../domain/test-alarms.ts';
import { messageText } from '../i18n/message-text.ts';
import { Loading } from '../app/route-guards.tsx';
import { useSend } from '../sync-client/engine-context.tsx';
import type { Failure } from '../sync-client/failure.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { serverText } from '../i18n/server-text.ts';

/** detail: the server's own words (which alarm was raised, or why not). */
type Outcome = { ok: boolean; detail: string };

/**
 * /dashboard/admin/test (SUP-17..22): the centre's test routines and test users; clicking a routine runs it for the
 * chosen user (the only one, or the one picked in the dropdown) and a modal reports how it went. The raised alarm
 * reaches the alarm list like any other, marked "Test".
 */
export function TestAlarmsPage() {
  const { t } = useTranslation('testAlarms');
  const send = useSend();
  const userSelectId = useId();
  const [list, setList] = useState<TestAlarmList | null>(null);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [userId, setUserId] = useState<number | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Loaded once per attempt, not again on a language switch: a reload cut short by the next one read as a lost
  // connection (qa-supervisor P2-16). The failure is kept, not its text, so it reads in the language shown.
  useEffect(() => {
    let live = true;
    void send('testAlarmList', undefined).then((result) => {
      if (!live) return;
      if (result.ok) setList(result.value);
      else setLoadError(result);
    });
    return () => {
      live = false;
    };
  }, [send, attempt]);

  if (loadError !== null)
    return (
      <Page title={t('title')}>
        <p role="alert">{t('loadFailed', { message: messageText(t, loadError) })}</p>
        <Button
          onClick={() => {
            setLoadError(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('common:actions.retry')}
        </Button>
      </Page>
    );
  if (!list) return <Loading />;
  const configuration = testAlarmConfiguration(list);
  if (!configuration) return <Page title={t('title')}><p>{t('notConfigured')}</p></Page>;

  const chosenUser = userId ?? configuration.users[0]!.UserId;
  const run = async (routineId: number) => {
    setRunning(routineId);
    const result = await send('runTestAlarm', { body: { TestRoutineId: routineId, UserId: chosenUser } });
    setRunning(null);
    if (result.ok) {
      const { Success, Message, MessageCode, MessageParams } = result.value;
      setOutcome({ ok: Success, detail: serverText(t, MessageCode ?? undefined, Message, MessageParams ?? {}) });
    } else setOutcome({ ok: false, detail: messageText(t, result) });
  };
  const close = () => setOutcome(null);
  const routineName = (routine: (typeof configuration.routines)[number]) => serverText(t, routine.RoutineCode ? `routineNames.${routine.RoutineCode}` : undefined, routine.Routine);

  return (
    <Page title={t('title')}>
      <h2>{t('users')}</h2>
      {needsUserChoice(configuration) ? (
        <p>
          <label htmlFor={userSelectId}>{t('user')}</label>{' '}
          <select id={userSelectId} value={chosenUser} onChange={(event) => setUserId(Number(event.target.value))}>
            {configuration.users.map((user) => (
              <option key={user.UserId} value={user.UserId}>
                {user.Name}
              </option>
            ))}
          </select>
        </p>
      ) : (
        <p>{t('onlyUser', { name: configuration.users[0]!.Name })}</p>
      )}
      <h2>{t('routines')}</h2>
      <ul className="test-alarm-routines">
        {configuration.routines.map((routine) => (
          <li key={routine.TestRoutineId}>
            <Button
              pending={running === routine.TestRoutineId}
              disabled={running !== null}
              aria-label={t('run', { routine: routineName(routine) })}
              onClick={() => void run(routine.TestRoutineId)}
            >
              {routineName(routine)}
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={outcome !== null}
        role={outcome?.ok === false ? 'alertdialog' : 'dialog'}
        title={t('outcomeTitle')}
        onClose={close}
        actions={
          <Button variant="primary" onClick={close}>
            {t('close')}
          </Button>
        }
      >
        <p>{outcome?.ok ? t('common:messages.TEST_ALARM_SUCCESS') : t('common:messages.TEST_ALARM_FAIL')}</p>
        {outcome?.detail ? <p>{outcome.detail}</p> : null}
      </Modal>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="page" aria-labelledby="test-alarms-title">
      <h1 id="test-alarms-title" className="page-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
