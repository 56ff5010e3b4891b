/**
 * Tells the other servers of the deployment that something they keep a copy of has changed, so
 * each drops its copy at once (Redis publish/subscribe). Without Redis there is nobody to tell:
 * each copy is checked against the database on its own timer, as before.
 *
 * Publish/subscribe delivers to whoever listens at that moment: a server whose subscription was
 * down has missed announcements, so when it is back, every listener is called as if announced.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface Announcements {
  /** Tells the other servers that `topic` changed; resolves once Redis has passed it on. */
  announce(topic: string): Promise<void>;
  /** Calls `listener` when another server announces `topic`. */
  onAnnounced(topic: string, listener: () => void): void;
}

export const noAnnouncements: Announcements = {
  announce: async () => {},
  onAnnounced: () => {},
};

/** `subscriber` is a connection of its own: one that subscribes can send nothing else. */
export function redisAnnouncements(
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): Announcements {
  // Each server hears its own announcements too; it has already dropped its copy.
  const self = randomUUID();
  const listeners = new Map<string, Array<() => void>>();
  const callAll = (topicListeners: Iterable<() => void>) => {
    for (const listener of topicListeners) listener();
  };

  subscriber.on('message', (channel: string, sender: string) => {
    if (sender !== self) callAll(listeners.get(channel) ?? []);
  });
  let subscribed = true;
  subscriber.on('close', () => {
    if (subscribed) log.warn('announcements from other servers are not heard until Redis is back');
    subscribed = false;
  });
  // ioredis subscribes again on its own once reconnected.
  subscriber.on('ready', () => {
    if (subscribed) return;
    subscribed = true;
    callAll([...listeners.values()].flat());
  });

  return {
    async announce(topic) {
      try {
        await publisher.publish(prefix + topic, self);
      } catch (error) {
        log.error({ err: error, topic }, 'the other servers could not be told of a change');
      }
    },
    onAnnounced(topic, listener) {
      const channel = prefix + topic;
      const known = listeners.get(channel);
      if (known) known.push(listener);
      else {
        listeners.set(channel, [listener]);
        subscriber.subscribe(channel).catch((error: unknown) => {
          log.error({ err: error, topic }, 'announcements of a change cannot be heard');
        });
      }
    },
  };
}
