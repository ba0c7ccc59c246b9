import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env';
import { createPaymentProvider } from './provider';

const razorpay = {
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

describe('payment provider choice', () => {
  it('is the sandbox with no configuration, Razorpay with its three keys', () => {
    expect(createPaymentProvider(parseEnv({}))?.name).toBe('sandbox');
    expect(createPaymentProvider(parseEnv(razorpay))).toMatchObject({
      name: 'razorpay',
      keyId: 'rzp_live_x',
    });
  });

  it('never silently gives plans away in production: no keys means no provider', () => {
    const prod = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://ssbprep.example',
    };
    expect(createPaymentProvider(parseEnv(prod))).toBeNull();
    expect(createPaymentProvider(parseEnv({ ...prod, PAYMENTS: 'sandbox' }))?.name).toBe('sandbox');
  });

  it('names the missing Razorpay variable', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ PAYMENTS: 'razorpay' })).toThrow(EnvError);
  });
});
