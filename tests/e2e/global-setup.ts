import type { TestProject } from 'vitest/node';
import '../support/provided-context.ts';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { startTestCluster } from '../support/postgres.ts';

/** Builds the portal if any input changed, and starts one embedded PostgreSQL for the run. */
export default async function setup(project: TestProject) {
  await buildIfStale();
  const cluster = await startTestCluster();
  project.provide('databaseUrl', cluster.url);
  return () => cluster.stop();
}
