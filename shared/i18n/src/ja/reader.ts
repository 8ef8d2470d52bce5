/** Japanese messages for the reader area. Ids: `reader.<feature>.<what>`. */
export const reader = {
} satisfies Record<string, string>;
