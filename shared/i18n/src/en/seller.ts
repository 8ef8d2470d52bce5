/** English messages for the seller area (second language; missing ids fall back to Japanese). */
export const seller: Record<string, string> = {};
