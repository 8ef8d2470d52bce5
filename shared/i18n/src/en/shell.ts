/** English messages for the shell area (second language; missing ids fall back to Japanese). */
export const shell: Record<string, string> = {
};
