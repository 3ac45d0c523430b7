import type { TestProject } from 'vitest/node';
import { seedDemoCentre } from '../demo/seed.ts';
import { systemClock } from '../services/clock.ts';
import { openDatabase } from '../storage/database.ts';
import { createDatabase, startPostgresCluster } from '../../cluster/postgres-cluster.ts';
import { POSTGRES_ADMIN_URL, POSTGRES_DEMO_TEMPLATE } from './provided-context.ts';
import { TEST_HASH_COST } from './test-server.ts';

/**
 * Vitest global setup of the `server-postgres` project: one cluster for the run, removed afterwards, with the demo
 * centre migrated and seeded once into a template database. Seeding takes 2,600 statements (1.5 s over a socket,
 * against 0.2 s for copying the template), and most test servers start with the default demo centre.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  try {
    const url = await createDatabase(cluster.adminUrl, POSTGRES_DEMO_TEMPLATE);
    // TOTP secrets stay unsealed here: each server seals them with its own key when it starts (installData).
    const template = await openDatabase({ file: '', url });
    await seedDemoCentre(template, systemClock, TEST_HASH_COST);
    await template.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide(POSTGRES_ADMIN_URL, cluster.adminUrl);
  return () => cluster.stop();
}
