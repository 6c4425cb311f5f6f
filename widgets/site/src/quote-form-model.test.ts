import { describe, expect, it } from 'vitest';
import { fieldKey } from './quote-form-model.ts';

describe('quote form field names', () => {
  it('reads Elementor’s form_fields[…] names and plain ones alike', () => {
    expect(fieldKey('form_fields[client_type]')).toBe('client_type');
    expect(fieldKey('budget')).toBe('budget');
    expect(fieldKey('form_fields[]')).toBe('form_fields[]');
    expect(fieldKey('form_fields[a][b]')).toBe('form_fields[a][b]');
  });
});
