import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, initialLanguage, isBarePhonePrefix, matchLanguage, phonePrefixFor } from './language.ts';

describe('languages', () => {
  it('I18N-01 I18N-03 English, Swedish, Norwegian Bokmål and Finnish: en-GB, sv-SE, nb-NO, fi-FI', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en-GB', 'sv-SE', 'nb-NO', 'fi-FI']);
    expect(matchLanguage('sv')).toBe('sv-SE');
    expect(matchLanguage('sv-FI')).toBe('sv-SE');
    expect(matchLanguage('no')).toBe('nb-NO');
    expect(matchLanguage('de-DE')).toBeUndefined();
  });
  it('I18N-02 the default language is en-GB', () => {
    expect(initialLanguage({ respondentId: 5 })).toBe('en-GB');
    expect(initialLanguage({ respondentId: 5, browserLanguage: 'fi-FI' })).toBe('en-GB');
    expect(initialLanguage({ respondentId: 5, userLanguage: 'sv-SE' })).toBe('sv-SE');
  });
  it('I18N-04 for respondent 0 the browser language replaces the default en-GB', () => {
    expect(initialLanguage({ respondentId: 0, browserLanguage: 'fi-FI' })).toBe('fi-FI');
    expect(initialLanguage({ respondentId: 0, userLanguage: 'en-GB', browserLanguage: 'nb' })).toBe('nb-NO');
    expect(initialLanguage({ respondentId: 0, browserLanguage: 'de' })).toBe('en-GB');
  });
  it('ux polish: the suggested phone prefix is the country of the language, and a bare one counts as empty', () => {
    expect(['sv-SE', 'nb-NO', 'fi-FI'].map((language) => phonePrefixFor(language as 'sv-SE'))).toEqual(['+46', '+47', '+358']);
    expect(isBarePhonePrefix('+358')).toBe(true);
    expect(isBarePhonePrefix('+4790000000')).toBe(false);
  });
});
