import type { i18n as I18n, Resource } from 'i18next';
import alarmEn from '../../../public/locales/en-GB/alarm.json';
import commandsEn from '../../../public/locales/en-GB/commands.json';
import commonEn from '../../../public/locales/en-GB/common.json';
import loginEn from '../../../public/locales/en-GB/login.json';
import testAlarmsEn from '../../../public/locales/en-GB/testAlarms.json';
import supportEn from '../../../public/locales/en-GB/support.json';
import usersEn from '../../../public/locales/en-GB/users.json';
import commonSv from '../../../public/locales/sv-SE/common.json';
import loginSv from '../../../public/locales/sv-SE/login.json';
import usersSv from '../../../public/locales/sv-SE/users.json';
import alarmSv from '../../../public/locales/sv-SE/alarm.json';
import commandsSv from '../../../public/locales/sv-SE/commands.json';
import testAlarmsSv from '../../../public/locales/sv-SE/testAlarms.json';
import supportSv from '../../../public/locales/sv-SE/support.json';
import { createI18n } from '../../i18n/create-i18n.ts';

/** The real translation files, loaded without HTTP, so component tests read what operators read. */
const resources: Resource = {
  'en-GB': { common: commonEn, login: loginEn, alarm: alarmEn, users: usersEn, commands: commandsEn, testAlarms: testAlarmsEn, support: supportEn },
  'sv-SE': { common: commonSv, login: loginSv, users: usersSv, alarm: alarmSv, commands: commandsSv, testAlarms: testAlarmsSv, support: supportSv },
};

export function createTestI18n(language = 'en-GB'): Promise<I18n> {
  return createI18n({ resources, language });
}
