/** English messages for the reader area (second language; missing ids fall back to Japanese). */
export const reader: Record<string, string> = {
};
