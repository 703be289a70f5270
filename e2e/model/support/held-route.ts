import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds the app's calls to one endpoint until the path says how they end: `release()` lets the
 * oldest held call through to the real provider (a done step), `fail()` answers it with an error
 * (an error step). A held call keeps the app in its waiting state, so that state can be checked.
 */
export class HeldRoute {
  private readonly held: Route[] = [];
  /** Every call the app has made to the endpoint, in order, settled or not. */
  private readonly calls: Route[] = [];
  private waiting: Array<() => void> = [];

  /**
   * `pass: 'fallback'` hands a released call to the routes installed before this one (one that
   * patches the provider's answer, say) instead of straight to the provider.
   */
  constructor(
    private readonly page: Page,
    private readonly matches: (request: Request) => boolean,
    private readonly pass: 'continue' | 'fallback' = 'continue',
  ) {}

  async install(): Promise<this> {
    await this.page.route('**/api/v1/**', async (route) => {
      if (!this.matches(route.request())) return route.fallback();
      this.held.push(route);
      this.calls.push(route);
      for (const wake of this.waiting.splice(0)) wake();
    });
    return this;
  }

  /** How many calls the app has made to the endpoint in all. */
  get made(): number {
    return this.calls.length;
  }

  /** How many of the app's calls are held now. */
  get pending(): number {
    return this.held.length;
  }

  /** Waits until the app has made a call that is now held. */
  async nextCall(timeoutMs = 15_000): Promise<Route> {
    const deadline = Date.now() + timeoutMs;
    while (this.held.length === 0) {
      if (Date.now() > deadline) throw new Error('the app made no call to the held endpoint');
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 250);
      });
    }
    return this.held[0]!;
  }

  /** Waits until the app has made `count` calls in all (settled ones included). */
  async callsMade(count: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.calls.length < count) {
      if (Date.now() > deadline)
        throw new Error(
          `the app made ${this.calls.length} calls to the held endpoint, not ${count}`,
        );
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }

  /**
   * Settles the app's `count`-th call, for a machine that may have left the state of an older
   * call still held (its invoke was stopped, so the app ignores the answer): those older calls
   * are let through first.
   */
  async settleCall(
    count: number,
    outcome: 'release' | { status: number; message: string },
  ): Promise<void> {
    await this.callsMade(count);
    const route = this.calls[count - 1]!;
    for (const older of this.held.splice(0).filter((held) => held !== route)) {
      if (this.calls.indexOf(older) < count - 1)
        await (this.pass === 'fallback' ? older.fallback() : older.continue()).catch(() => {});
      else this.held.push(older);
    }
    this.held.unshift(route);
    if (outcome === 'release') await this.release();
    else await this.fail(outcome.status, outcome.message);
  }

  async release(): Promise<void> {
    await this.nextCall();
    const route = this.held.shift()!;
    await (this.pass === 'fallback' ? route.fallback() : route.continue());
  }

  async fail(status = 500, message = 'Server error', code = 'model_test'): Promise<void> {
    await this.nextCall();
    await this.held.shift()!.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code, message }] }),
    });
  }
}
