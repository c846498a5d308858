// How a failed request shows on an auth form: field errors under inputs, other field errors and
// 'API Error, please try again.' above the form, the Fetch User error with its own message.
import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGE, ApiError } from '../../src/data/api-client';
import { FetchUserError } from '../../src/features/auth/after-sign-in';
import { showRequestError } from '../../src/features/auth/form-errors';

function fakeForm() {
  const state = { errors: {} as Record<string, string> };
  return { state, setErrors: (errors: Record<string, string>) => (state.errors = errors) };
}

describe('showRequestError', () => {
  it('puts each field error under its input', () => {
    const form = fakeForm();
    const error = new ApiError(422, 'x', {
      email: ['These credentials do not match our records.', 'second'],
      password: ['Min 8 characters'],
    });
    expect(showRequestError(form, error, ['email', 'password'])).toBeNull();
    expect(form.state.errors).toEqual({
      email: 'These credentials do not match our records.',
      password: 'Min 8 characters',
    });
  });

  it('returns errors of fields the form does not show', () => {
    const form = fakeForm();
    const error = new ApiError(422, 'x', { token: ['This password reset token is invalid.'] });
    expect(showRequestError(form, error, ['email'])).toBe('This password reset token is invalid.');
  });

  it('says how long to wait when the server rate-limits the form', () => {
    const error = new ApiError(429, 'Too many attempts. Try again in 42 seconds.');
    expect(showRequestError(fakeForm(), error, ['email'])).toBe(
      'Too many attempts. Try again in 42 seconds.',
    );
  });

  it.each([
    new ApiError(500, API_ERROR_MESSAGE),
    new ApiError(undefined, API_ERROR_MESSAGE),
    new ApiError(429, API_ERROR_MESSAGE),
    new TypeError('boom'),
  ])('answers anything without field errors with the generic message (%s)', (error) => {
    expect(showRequestError(fakeForm(), error, ['email'])).toBe('API Error, please try again.');
  });

  it('shows the Fetch User error with its own message', () => {
    expect(showRequestError(fakeForm(), new FetchUserError(), ['email'])).toBe(
      'Unable to fetch user after login, check your API settings.',
    );
  });
});
