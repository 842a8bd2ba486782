import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and is bundled into dist/server.js, so '..' is apps/api in both.
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const FONTS_DIR = fileURLToPath(new URL('../fonts', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
