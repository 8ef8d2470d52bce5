/** Japanese messages for the editor area. Ids: `editor.<feature>.<what>`. */
export const editor = {} satisfies Record<string, string>;
