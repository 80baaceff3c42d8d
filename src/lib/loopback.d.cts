/** Whether a host name is this machine: localhost (and *.localhost), 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(hostname: string): boolean;
/** Whether an origin ("http://127.0.0.1:9001") is a web address on this machine. */
export function isLoopbackOrigin(origin: string): boolean;
