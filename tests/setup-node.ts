// IndexedDB for the sync engine's tests in Node.
import 'fake-indexeddb/auto';
