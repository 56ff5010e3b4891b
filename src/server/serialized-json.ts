import type { FastifyReply } from 'fastify';

/**
 * Sends JSON serialized once and kept between requests: Fastify sends a string or Buffer with
 * this type as it is, past the route's serializer. The reply is taken as any reply, since its
 * route declares the object the text stands for.
 */
export function sendSerializedJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
