import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { returnToStartAddress } from '../src/app/testing/happy-dom.ts';
import { deleteEveryDatabase } from './delete-every-database.ts';

beforeAll(async () => {
  returnToStartAddress();
  await deleteEveryDatabase();
});
afterEach(() => cleanup());
