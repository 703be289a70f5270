import { describe, expect, it } from 'vitest';
import { emptyDeliveryForm, validateDelivery } from '@/domain/contact';

describe('validateDelivery (SPEC §5 Address)', () => {
  it('requires address, name and phone, with SPEC’s messages', () => {
    expect(validateDelivery(emptyDeliveryForm())).toEqual({
      address: 'validation.addressRequired',
      contactName: 'validation.nameRequired',
      contactPhone: 'validation.phoneRequired',
    });
  });
  it('treats blanks as empty and leaves optional fields optional', () => {
    const form = {
      ...emptyDeliveryForm(),
      address: '  ',
      contactName: 'Rahim',
      contactPhone: '+8801711000000',
    };
    expect(validateDelivery(form)).toEqual({ address: 'validation.addressRequired' });
  });
  it('checks an email only when one is given', () => {
    const valid = {
      ...emptyDeliveryForm(),
      address: 'Gulshan',
      contactName: 'Rahim',
      contactPhone: '017',
    };
    expect(validateDelivery(valid)).toEqual({});
    expect(validateDelivery({ ...valid, contactEmail: 'not-an-email' })).toEqual({
      contactEmail: 'validation.emailInvalid',
    });
  });
});
