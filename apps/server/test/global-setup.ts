import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { prepareTemplate, type TestDbSource } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbSource;
  }
}

export default async function setup(project: TestProject) {
  const source = await prepareTemplate(process.env.DATABASE_URL);
  project.provide('testDb', source);
  return async () => {
    if (source.kind === 'pglite') await rm(source.location, { force: true });
  };
}
