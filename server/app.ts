// Builds the Fastify application from its parts. main.ts listens; tests call inject().
import { installPlainMessages } from '../src/domain/plain-messages';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { answerFrameworkError, registerErrorHandling, type PageSender } from './http/errors';
import { COMPRESS_THRESHOLD } from './http/compressed-answers';
import { requestLogSerializer } from './http/log-serializers';
import { registerSecurityHeaders } from './http/security-headers';
import { sendAppShell } from './http/app-shell';
import { registerStaticFiles, wantsAppShell } from './http/static-files';
import { registerRoutes } from './routes';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/**
 * Zod validates and serializes every route. Given as the server's compilers factory (what
 * setValidatorCompiler installs too), Fastify never loads its default ones, Ajv and
 * fast-json-stringify: about a fifth of the server's start-up CPU. Fastify types a factory for
 * Ajv's schemas, hence the cast.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export async function buildApp(ctx: AppContext) {
  installPlainMessages();
  // The app's pages, once its built files are found (registerStaticFiles).
  let sendPageShell: PageSender | undefined;
  const app = Fastify({
    logger: {
      level: ctx.config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-xsrf-token"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestLogSerializer },
    },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_000_000,
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Above the longest path parameter a route accepts (a download token, 512), so the route's
    // own schema answers for it; past this, 414.
    routerOptions: { maxParamLength: 600 },
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request, reply, sendPageShell),
    // Request lines only at debug: at info the log carries what went wrong, not every image.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();

  // Every route as registered, for the fuzz and authorization sweeps (a new route is in them).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routeTable.push({ method, url: route.url });
    }
  });
  app.decorate('routeTable', routeTable);

  registerErrorHandling(app);

  registerSecurityHeaders(app);
  await app.register(fastifyCookie, { secret: ctx.config.sessionSecret });
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Gallery Print Shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await registerRoutes(app, ctx);

  if (await registerStaticFiles(app, ctx.config.staticDir)) {
    sendPageShell = (request, reply) => sendAppShell(ctx, request, reply);
  }
  app.setNotFoundHandler((request, reply) => {
    if (sendPageShell && wantsAppShell(request)) return sendPageShell(request, reply);
    return reply
      .code(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });

  return app;
}
