/** English messages for the commerce area (second language; missing ids fall back to Japanese). */
export const commerce: Record<string, string> = {};
