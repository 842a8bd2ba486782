/** A LIKE pattern matching `words` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
