import { customType } from 'drizzle-orm/pg-core';

/**
 * A value as stored in a sealed column, not yet opened. Opening needs the value's place (table,
 * column and row key, the cipher's associated data), which a column codec cannot see, so the
 * repositories seal and open through db/sealed-places.ts (decision 021). Being an object, not a
 * string, a sealed value cannot reach an answer or a query unopened by accident: the types refuse it.
 */
export class SealedValue<T = string> {
  declare private readonly plainType: T;
  constructor(readonly stored: string) {}
}

/**
 * A text column kept encrypted at rest. The database only ever sees `sealed:v2:…`, so such a column
 * cannot be searched or compared in SQL (decision 015).
 */
export const sealedText = customType<{ data: SealedValue; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => value.stored,
  fromDriver: (stored) => new SealedValue(stored),
});

/** A JSON value kept encrypted at rest in a text column (intake answers, say). */
export const sealedJson = <T>(name: string) =>
  customType<{ data: SealedValue<T>; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => value.stored,
    fromDriver: (stored) => new SealedValue<T>(stored),
  })(name);
