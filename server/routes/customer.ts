import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { headerLocation, optionalModuleId, optionalZoneIds } from '../http/headers';
import { languageOf, localize } from '../http/messages';
import { bag } from '../http/params';
import {
  addAddress,
  addressId,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../services/addresses';
import {
  customerInfo,
  isProfilePhoto,
  removeAccount,
  setFirebaseToken,
  updateProfile,
} from '../services/customers';
import { renderSvg } from '../services/images';
import { updateInterests } from '../services/interests';
import { requireCustomer } from '../services/sessions';
import { isUploadName, loadUpload, sendUpload } from '../services/uploads';
import { addWish, listWishes, removeWish } from '../services/wishlist';

/** The signed-in customer's own data: profile, addresses, wishlist. Every route needs a token. */
export function customerRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const me = (req: FastifyRequest) => requireCustomer(db, req, clock.now());
  const now = () => new Date(clock.now());

  // Profile
  app.get('/customer/info', async (req) => {
    const { user } = await me(req);
    return customerInfo(db, user, clock.now());
  });

  app.post('/customer/update-interest', async (req) => {
    const { user } = await me(req);
    const answer = await updateInterests(db, user.id, (await readFields(req)).fields);
    return { message: localize(answer.message, languageOf(req)) };
  });

  const update = async (req: FastifyRequest) => {
    const { user, tokenHash } = await me(req);
    return updateProfile(db, user, await readFields(req), tokenHash, now());
  };
  app.put('/customer/info', update);
  app.post('/customer/update-profile', update);

  app.delete('/customer/remove-account', async (req) => {
    const { user } = await me(req);
    return removeAccount(db, user);
  });

  const firebase = async (req: FastifyRequest) => {
    const { user } = await me(req);
    return setFirebaseToken(db, user, (await readFields(req)).fields, now());
  };
  app.put('/customer/cm-firebase-token', firebase);
  app.post('/customer/cm-firebase-token', firebase);

  // Addresses
  app.get('/customer/address/list', async (req) => {
    const { user } = await me(req);
    return listAddresses(db, user.id, bag(req.query));
  });

  app.post('/customer/address/add', async (req) => {
    const { user } = await me(req);
    return addAddress(db, user.id, (await readFields(req)).fields, now());
  });

  const updateOne = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { user } = await me(req);
    const { fields } = await readFields(req);
    return updateAddress(db, user.id, addressId(req.params.id), fields, now());
  };
  app.put('/customer/address/update/:id', updateOne);
  app.post('/customer/address/update/:id', updateOne);

  app.delete('/customer/address/delete', async (req) => {
    const { user } = await me(req);
    return deleteAddress(db, user.id, (await readFields(req)).fields);
  });

  // Wishlist
  app.get('/customer/wish-list', async (req) => {
    const { user } = await me(req);
    return listWishes(db, user.id, {
      zoneIds: optionalZoneIds(req),
      moduleId: optionalModuleId(req),
      ...(headerLocation(req) ? { from: headerLocation(req)! } : {}),
    });
  });

  app.post('/customer/wish-list/add', async (req) => {
    const { user } = await me(req);
    const answer = await addWish(db, user.id, (await readFields(req)).fields, now());
    return { message: localize(answer.message, languageOf(req)) };
  });

  app.delete('/customer/wish-list/remove', async (req) => {
    const { user } = await me(req);
    const answer = await removeWish(db, user.id, (await readFields(req)).fields);
    return { message: localize(answer.message, languageOf(req)) };
  });

  /**
   * Customer photos under `base_urls.customer_image_url`: uploaded profile photos by their
   * stored name (no other upload: prescriptions go only through the owner-checked attachment
   * route), and the generated avatars (`*.svg`) of the demo world.
   */
  app.get<{ Params: { file: string } }>('/images/customer/:file', async (req, reply) => {
    const { file } = req.params;
    if (isUploadName(file)) {
      const upload = (await isProfilePhoto(db, file)) ? await loadUpload(db, file) : undefined;
      if (!upload) throw notFound('image', 'Image not found');
      return sendUpload(reply, upload);
    }
    if (!/^[a-z0-9][a-z0-9._-]{0,150}\.svg$/i.test(file))
      throw notFound('image', 'Image not found');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderSvg('customer', file.replace(/\.svg$/i, '')));
  });
}
