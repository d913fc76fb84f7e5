import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';

/** Placeholder: these routes are being built. */
export function registerStaticContentRoutes(_app: FastifyInstance, _context: AppContext): void {}
