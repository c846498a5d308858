// Every route module, registered in one place. Add a line per module.
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { healthRoutes } from './health';

export function registerRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  healthRoutes(app, ctx);
  return Promise.resolve();
}
