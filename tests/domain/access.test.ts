import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, accessVerdict } from '@/domain/access';
import { pointTransferProblem, pointsWorth } from '@/domain/loyalty';

const allOn = {
  customer_wallet_status: true,
  loyalty_point_status: true,
  ref_earning_status: true,
};

describe('access to the account pages (SPEC §5, §6)', () => {
  it('sends a signed-out visitor of wallet, loyalty or referral to sign in', () => {
    for (const rule of [ACCESS_RULES.wallet, ACCESS_RULES.loyalty, ACCESS_RULES.referral])
      expect(accessVerdict(rule, { signedIn: false, hasZone: true, flags: allOn })).toBe(
        'needsLogin',
      );
    expect(
      accessVerdict(ACCESS_RULES.wallet, { signedIn: true, hasZone: false, flags: allOn }),
    ).toBe('allowed');
  });

  it('hides a page whose status is 0 from everyone, and waits for the config', () => {
    const off = { ...allOn, loyalty_point_status: false };
    expect(accessVerdict(ACCESS_RULES.loyalty, { signedIn: true, hasZone: true, flags: off })).toBe(
      'hidden',
    );
    expect(
      accessVerdict(ACCESS_RULES.loyalty, { signedIn: false, hasZone: true, flags: off }),
    ).toBe('hidden');
    expect(
      accessVerdict(ACCESS_RULES.wallet, { signedIn: true, hasZone: true, flags: undefined }),
    ).toBe('checking');
  });

  it('lets coupons in only with a zone, signed in or not', () => {
    expect(
      accessVerdict(ACCESS_RULES.coupons, { signedIn: false, hasZone: false, flags: undefined }),
    ).toBe('needsZone');
    expect(
      accessVerdict(ACCESS_RULES.coupons, { signedIn: false, hasZone: true, flags: undefined }),
    ).toBe('allowed');
  });
});

describe('loyalty points to wallet', () => {
  const limits = { minimum: 20, balance: 100 };
  it('wants a whole number, at least the minimum, at most the balance', () => {
    expect(pointTransferProblem('', limits)).toEqual({ key: 'loyalty.enterPoints' });
    expect(pointTransferProblem('2.5', limits)).toEqual({ key: 'loyalty.enterPoints' });
    expect(pointTransferProblem('19', limits)).toEqual({
      key: 'loyalty.belowMinimum',
      values: { minimum: 20 },
    });
    expect(pointTransferProblem('101', limits)).toEqual({ key: 'loyalty.insufficient' });
    expect(pointTransferProblem(' 20 ', limits)).toBeNull();
    expect(pointTransferProblem('100', limits)).toBeNull();
  });

  it('is worth points divided by the exchange rate', () => {
    expect(pointsWorth(50, 10)).toBe(5);
    expect(pointsWorth(25, 3)).toBe(8.33);
  });
});
