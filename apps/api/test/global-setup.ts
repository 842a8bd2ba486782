import { compile } from '@inlang/paraglide-js';
import type { TestProject } from 'vitest/node';
import { PARAGLIDE_OPTIONS } from '../paraglide-options.ts';
import { createTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

// The suite's only reader of the environment: DATABASE_URL switches every API test to PostgreSQL.
const databaseUrl = process.env.DATABASE_URL;

export default async function setup(project: TestProject) {
  // The mails and error messages import the compiled catalogues (src/paraglide, not committed).
  await compile(PARAGLIDE_OPTIONS);
  const template = await createTemplateDatabase(databaseUrl);
  project.provide('templateDatabase', template.template);
  return () => template.dispose();
}
