import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { deleteEveryDatabase } from './delete-every-database.ts';

beforeAll(deleteEveryDatabase);
afterEach(() => cleanup());
