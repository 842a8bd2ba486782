import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

// The suite's only reader of the environment: DATABASE_URL switches every API test to PostgreSQL.
const databaseUrl = process.env.DATABASE_URL;

export default async function setup(project: TestProject) {
  const template = await createTemplateDatabase(databaseUrl);
  project.provide('templateDatabase', template.template);
  return () => template.dispose();
}
