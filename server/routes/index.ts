// Every route module, registered in one place. Add a line per module.
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { sessionRoutes } from '../http/session';
import { healthRoutes } from './health';

export function registerRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  sessionRoutes(app, ctx);
  healthRoutes(app, ctx);
  return Promise.resolve();
}
