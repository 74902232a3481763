import { messages } from '@common/validation';
import type { FastifyReply } from 'fastify';
import { refusalOf } from '../../http/error-shapes';
import { fail } from '../../rest/envelope';
import { tusMessages } from './tus-messages';

/** The Persian message for a refusal the tus server wrote itself (its bodies are English text). */
function messageFor(status: number): string {
  switch (status) {
    case 404:
    case 410:
      return tusMessages.uploadNotFound;
    case 409:
      return tusMessages.offsetConflict;
    case 413:
      return messages.videoTooLarge;
    case 423:
      return tusMessages.uploadLocked;
    default:
      return status >= 500 ? refusalOf({ statusCode: status }).message : tusMessages.badRequest;
  }
}

const isJson = (response: Response) => response.headers.get('content-type')?.startsWith('application/json');

/**
 * Sends the tus server's answer through Fastify (so the site's security headers and request log apply):
 * its status and protocol headers as they are, its own refusals as the envelope in Persian.
 */
export async function sendTusResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  const body = await response.text();
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
  });
  if (response.status >= 400 && !isJson(response)) {
    if (response.status >= 500) reply.log.error({ tus: body.trim() }, 'resumable upload failed');
    return reply.type('application/json; charset=utf-8').send(fail(messageFor(response.status)));
  }
  if (body === '') return reply.send();
  return reply.type(response.headers.get('content-type') ?? 'text/plain; charset=utf-8').send(body);
}
