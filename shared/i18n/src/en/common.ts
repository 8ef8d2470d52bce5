/** English messages for the common area (second language; missing ids fall back to Japanese). */
export const common: Record<string, string> = {
};
