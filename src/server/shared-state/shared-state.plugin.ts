/**
 * What the servers of one deployment share beyond the database, as `app.sharedState`: the counts
 * of every rate limit and throttle, and announcements of changes to what they cache. With
 * REDIS_URL both go through Redis; without it, each process keeps its own counts (the limits hold
 * per process) and hears of nobody else's changes (its caches check the database instead).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { ConfigOptions } from '../plugins/service.ts';
import { noAnnouncements, redisAnnouncements, type Announcements } from './announcements.ts';
import { memoryCounters, type Counters } from './counters.ts';
import { redisCounters } from './redis-counters.ts';
import { connectRedis, redisLocation } from './redis.ts';

export interface SharedState {
  counters: Counters;
  announcements: Announcements;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedState: SharedState;
  }
}

async function close(redis: Redis) {
  try {
    await redis.quit();
  } catch {
    // Already gone: nothing to say goodbye to.
    redis.disconnect();
  }
}

async function sharedState(app: FastifyInstance, { config }: ConfigOptions) {
  const url = config.REDIS_URL;
  if (!url) {
    app.decorate('sharedState', { counters: memoryCounters(), announcements: noAnnouncements });
    return;
  }
  const publisher = await connectRedis(url);
  // A subscribing connection can send nothing else.
  const subscriber = await connectRedis(url).catch(async (error: unknown) => {
    await close(publisher);
    throw error;
  });
  app.addHook('onClose', async () => {
    await Promise.all([close(publisher), close(subscriber)]);
  });
  const prefix = config.REDIS_PREFIX;
  app.decorate('sharedState', {
    counters: redisCounters(publisher, prefix, app.log),
    announcements: redisAnnouncements(publisher, subscriber, prefix, app.log),
  });
  app.log.info({ redis: redisLocation(url) }, 'rate limits and cache changes shared through Redis');
}

export default fp(sharedState, { name: 'shared-state' });
