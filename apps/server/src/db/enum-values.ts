/** A text column's `enum` from one of the document's enumerations (`zCountry.options`): drizzle wants a tuple. */
export const enumValues = <T extends string>(options: readonly T[]) => options as [T, ...T[]];
