/** Japanese messages for the shell area. Ids: `shell.<feature>.<what>`. */
export const shell = {
} satisfies Record<string, string>;
