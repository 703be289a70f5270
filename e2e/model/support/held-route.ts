import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds the app's calls to one endpoint until the path says how they end: `release()` lets the
 * oldest held call through to the real provider (a done step), `fail()` answers it with an error
 * (an error step). A held call keeps the app in its waiting state, so that state can be checked.
 */
export class HeldRoute {
  private readonly held: Route[] = [];
  private waiting: Array<() => void> = [];

  constructor(
    private readonly page: Page,
    private readonly matches: (request: Request) => boolean,
  ) {}

  async install(): Promise<this> {
    await this.page.route('**/api/v1/**', async (route) => {
      if (!this.matches(route.request())) return route.fallback();
      this.held.push(route);
      for (const wake of this.waiting.splice(0)) wake();
    });
    return this;
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

  async release(): Promise<void> {
    await this.nextCall();
    await this.held.shift()!.continue();
  }

  async fail(status = 500, message = 'Server error'): Promise<void> {
    await this.nextCall();
    await this.held.shift()!.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'model_test', message }] }),
    });
  }
}
