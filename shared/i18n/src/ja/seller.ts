/** Japanese messages for the seller area. Ids: `seller.<feature>.<what>`. */
export const seller = {} satisfies Record<string, string>;
