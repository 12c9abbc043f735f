import { text } from 'drizzle-orm/sqlite-core';

/** Timestamps are ISO 8601 UTC strings with milliseconds, as the API shows them; they sort as text. */
export const timestamp = (name: string) => text(name);
