import { timestamp, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

// The columns most tables share, declared once so that no table drifts from the others: every key
// is a random UUID, every point in time keeps its zone, and a required link is a non-null UUID.
// Each helper returns a new builder: Drizzle binds a builder to the one table it is used in.

/** The random UUID primary key `id`. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A point in time with its zone; the caller adds `.notNull()`, a default, as the column needs. */
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** A required instant set to now when the row is written, such as `created_at`. */
export const stampedNow = <TName extends string>(name: TName) => instant(name).notNull().defaultNow();

/** A required link to another table's UUID key. */
export const requiredLink = <TName extends string>(
  name: TName,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => uuid(name).notNull().references(target, actions);

/** A link to another table's UUID key that a row may lack (null). */
export const optionalLink = <TName extends string>(
  name: TName,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => uuid(name).references(target, actions);
