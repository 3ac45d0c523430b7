/**
 * Deletes every IndexedDB database. The files of a worker share its modules, fake IndexedDB included (isolate is
 * off in vitest.config.ts): each file starts with none left by the files before it.
 */
export async function deleteEveryDatabase(): Promise<void> {
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name!);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
        }),
    ),
  );
}
