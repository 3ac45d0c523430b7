// IndexedDB for the sync engine's tests in Node.
import 'fake-indexeddb/auto';
import { beforeAll } from 'vitest';
import { deleteEveryDatabase } from './delete-every-database.ts';

beforeAll(deleteEveryDatabase);
