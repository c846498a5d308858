// The admin's config list editors name each field in words, not by the key the list stores.
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../src/domain/admin/content';

describe('config list field labels', () => {
  it('writes camelCase and snake_case keys as words', () => {
    expect(fieldLabel('pricePerSqIn')).toBe('Price per sq in');
    expect(fieldLabel('maxDimensions')).toBe('Max dimensions');
    expect(fieldLabel('loggedInDiscount')).toBe('Logged in discount');
    expect(fieldLabel('mounting_adhesive')).toBe('Mounting adhesive');
    expect(fieldLabel('mouldingNumber')).toBe('Moulding number');
    expect(fieldLabel('id')).toBe('ID');
    expect(fieldLabel('name')).toBe('Name');
  });
});
