import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import {
  MAX_IMAGES,
  TOO_MANY_IMAGES,
  conversationDetails,
  isConversationImage,
  listConversations,
  sendMessage,
} from '../services/chat';
import { requireCustomer } from '../services/sessions';
import { loadUpload, sendUpload } from '../services/uploads';
import { replyDelay } from '../simulator/lifecycle';

/** Chat with stores and couriers (signed-in customers; SPEC §6: guests have no chat). */
export function chatRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const me = async (req: FastifyRequest) => (await requireCustomer(db, req, clock.now())).user;

  app.get('/customer/message/list', async (req) => listConversations(db, await me(req), req.query));
  app.get('/customer/message/search-list', async (req) =>
    listConversations(db, await me(req), req.query),
  );

  app.get('/customer/message/details', async (req) =>
    conversationDetails(db, await me(req), req.query),
  );

  app.post('/customer/message/send', async (req) => {
    const user = await me(req);
    // A few more parts than allowed are read, so that four images get the SPEC's words.
    const input = await readFields(req, {
      files: MAX_IMAGES + 3,
      tooManyFiles: { code: 'image', message: TOO_MANY_IMAGES },
    });
    return sendMessage(db, user, input, clock.now(), replyDelay(app.simulator.pace));
  });

  /** Chat images: by their random name, only when a message carries them. */
  app.get<{ Params: { file: string } }>('/images/conversation/:file', async (req, reply) => {
    const { file } = req.params;
    const upload = (await isConversationImage(db, file)) ? await loadUpload(db, file) : undefined;
    if (!upload) throw notFound('image', 'Image not found');
    return sendUpload(reply, upload);
  });
}
