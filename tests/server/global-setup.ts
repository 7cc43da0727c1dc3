import type { TestProject } from 'vitest/node';
import '../support/provided-context.ts';
import { startTestCluster } from '../support/postgres.ts';

/** Starts the embedded PostgreSQL once for every server test file. */
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  project.provide('databaseUrl', cluster.url);
  return () => cluster.stop();
}
