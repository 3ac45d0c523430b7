import { Dexie, type Table } from 'dexie';
import type { TranslationDictionary } from '../contract/index.ts';

/** One hosted dictionary as fetched, with when it was fetched (I18N-06 re-fetches it after a day). */
export interface CachedDictionary {
  language: string;
  /** The hosted namespace (`type` of GET media/dict), e.g. `default`. */
  type: string;
  texts: TranslationDictionary;
  /** Epoch milliseconds of the fetch. */
  fetchedAt: number;
  /** The server's version of the hosted dictionaries at the fetch (GET media/dict/version); undefined when unknown. */
  version?: string | undefined;
}

/** Where hosted dictionaries are kept between visits. */
export interface DictionaryCache {
  get(language: string, type: string): Promise<CachedDictionary | undefined>;
  put(entry: CachedDictionary): Promise<void>;
}

/**
 * IndexedDB rather than the Cache API: the fetch time sits in the same record as the texts (a cached Response would
 * need a header or a side record for it), Dexie is already what the console uses, and the Cache API is missing
 * outside secure contexts (a console opened over plain http on a LAN). A database of its own, not the user's
 * database: translations are wanted before login, belong to no user, and must survive a user database's reset or
 * schema upgrade.
 */
class I18nDatabase extends Dexie {
  dictionaries!: Table<CachedDictionary, [string, string]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ dictionaries: '&[language+type]' });
  }
}

/** `name` lets tests start from an empty cache. */
export function createDictionaryCache(name = 'arc-i18n'): DictionaryCache {
  const db = new I18nDatabase(name);
  return {
    get: (language, type) => db.dictionaries.get([language, type]),
    put: async (entry) => {
      await db.dictionaries.put(entry);
    },
  };
}
