import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';

export function registerBlogsRoutes(app: ZodApp, ctx: AppContext): void {
  void app;
  void ctx;
}
