import { describe, expect, it } from 'vitest';
import { alarmTemplatePath, groupRespondentsPath, isDashboardPath, oneTimeLinkPath, ROUTES } from './console-routes.ts';

describe('console routes', () => {
  it('are absolute, and every page inside the dashboard is under /dashboard', () => {
    for (const path of Object.values(ROUTES)) expect(path.startsWith('/')).toBe(true);
    const pages = Object.entries(ROUTES).filter(([name]) => !['login', 'cognitoLogin', 'autoRegister', 'oneTimeLink'].includes(name));
    expect(pages.filter(([, path]) => !isDashboardPath(path))).toEqual([]);
  });

  it('build the paths the router serves', () => {
    expect(alarmTemplatePath('goteborg v2', 7)).toBe('/dashboard/template/goteborg%20v2/7');
    expect(alarmTemplatePath('default', '42')).toBe('/dashboard/template/default/42');
    expect(groupRespondentsPath(3)).toBe('/dashboard/groups/3');
    expect(oneTimeLinkPath('a+b/c')).toBe('/al?p=a%2Bb%2Fc');
  });
});
