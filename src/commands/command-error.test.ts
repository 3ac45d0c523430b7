import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../app/testing/test-i18n.ts';
import { failure } from '../sync-client/failure.ts';
import { commandError } from './command-error.ts';

describe('commandError', () => {
  it('aesthetics 6.5 CMD-29 CMD-38 CMD-39 CMD-40: a command run answers the engine Failure, and it reads by its code and status', async () => {
    const t = (await createTestI18n()).getFixedT('en-GB', 'commands');
    expect(commandError(t, failure('COMMAND_REFUSED', undefined, 'TX1 did not answer'))).toEqual({ text: 'TX1 did not answer' });
    expect(commandError(t, failure('COMMAND_REFUSED', 'ERROR_EXECUTE_COMMAND'))).toEqual({ text: 'The command could not be executed.' });
    expect(commandError(t, failure('OFFLINE', 'INTERNET_CONNECTION_ABORT'))).toEqual({ heading: 'Failure sending', text: 'The command could not be sent.' });
    expect(commandError(t, { ...failure('VALIDATION_FAILED'), status: 400 })).toEqual({ heading: 'Command could not be sent', text: 'The command could not be executed.' });
    expect(commandError(t, { ...failure('NOT_FOUND', undefined, 'Not a key'), status: 404 })).toEqual({ heading: 'Command could not be sent', text: 'Not a key' });
  });
});
