import { defineConfig } from '@playwright/test';
import room from './playwright.config.ts';

// The room's bench figure (room-first-frame.bench.ts) with the journeys' browser and servers; run
// by scripts/bench-room.sh inside a network namespace with only loopback, as the journeys are.
export default defineConfig({ ...room, testMatch: '**/*.bench.ts', reporter: [['line']] });
