export const SITE_PORT: number;
export const OUTBOX_PORT: number;
export const ADMIN_PORT: number;
export const siteOrigin: string;
export const outboxOrigin: string;
export const OUTBOX_DIR: string;
export const THROTTLE_MS: number;
