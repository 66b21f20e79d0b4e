/**
 * Vitest globalSetup of the server-pg project: one PostgreSQL server for the run; every test
 * server makes its own database on it (harness.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL server (its `postgres` database); absent when the suite runs on SQLite. */
    postgresUrl?: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
