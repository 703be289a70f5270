import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { publicOrigin } from '../http/deployment';
import { transferPoints } from '../services/point-transfer';
import { requireCustomer } from '../services/sessions';
import { loyaltyTransactions, walletTransactions } from '../services/wallet-transactions';
import { addFund } from '../services/wallet-fund';

/** The signed-in customer's wallet and loyalty points (balances are on `customer/info`). */
export function walletRoutes(app: FastifyInstance, { db, clock, deployment }: AppContext) {
  const me = async (req: FastifyRequest) => (await requireCustomer(db, req, clock.now())).user;

  app.get('/customer/wallet/transactions', async (req) =>
    walletTransactions(db, (await me(req)).id, req.query),
  );

  app.get('/customer/loyalty-point/transactions', async (req) =>
    loyaltyTransactions(db, (await me(req)).id, req.query),
  );

  /** Add-fund bonus offers: this world runs none (a plain, empty list). */
  app.get('/customer/wallet/bonuses', async (req) => {
    await me(req);
    return [];
  });

  /** Add fund through the demo gateway: `{redirect_link}` to its page (`services/wallet-fund.ts`). */
  app.post('/customer/wallet/add-fund', async (req) => {
    const user = await me(req);
    const { fields } = await readFields(req);
    return addFund(db, user, fields, {
      origin: publicOrigin(req, deployment) || 'null',
      spaOrigins: deployment.spaOrigins,
      bearer: undefined,
      now: clock.now(),
    });
  });

  app.post('/customer/loyalty-point/point-transfer', async (req) => {
    const user = await me(req);
    const { fields } = await readFields(req);
    return transferPoints(db, user, fields, new Date(clock.now()));
  });
}
