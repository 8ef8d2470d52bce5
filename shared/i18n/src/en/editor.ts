/** English messages for the editor area (second language; missing ids fall back to Japanese). */
export const editor: Record<string, string> = {};
