/** Japanese messages for the commerce area. Ids: `commerce.<feature>.<what>`. */
export const commerce = {} satisfies Record<string, string>;
