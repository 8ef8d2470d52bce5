/** A free port on 127.0.0.1 below the OS's ephemeral range, never the same one twice in a process. */
export function freePort(): Promise<number>;
