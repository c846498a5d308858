// How the server answers what a route throws: a database refusal of the client's value is a
// 422, a lost race for a unique value a 409 the client may retry, anything else a bare 500.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../server/http/errors';

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  const thrown = { current: new Error('unset') as Error & { code?: string } };

  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/throw', () => {
      throw thrown.current;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const answerTo = async (error: Error & { code?: string }) => {
    thrown.current = error;
    const res = await app.inject({ method: 'GET', url: '/throw' });
    return { status: res.statusCode, body: res.json<{ message: string }>() };
  };
  const withCode = (code: string) => Object.assign(new Error('from the database'), { code });

  it('answers a unique value lost to a racing request with 409', async () => {
    expect(await answerTo(withCode('23505'))).toEqual({
      status: 409,
      body: {
        message: 'This was changed by another request at the same moment. Please try again.',
      },
    });
  });

  it('answers a value the database refused with 422 and names no internals', async () => {
    const { status, body } = await answerTo(withCode('22003'));
    expect(status).toBe(422);
    expect(body.message).toBe('A number in the request is out of range.');
  });

  it('names the limit an upload form went past, in plain words', async () => {
    const tooMany = Object.assign(new Error('Reach fields limit'), {
      code: 'FST_FIELDS_LIMIT',
      statusCode: 413,
    });
    expect(await answerTo(tooMany)).toEqual({
      status: 413,
      body: { message: 'The form has too many fields.' },
    });
  });

  it('answers anything else with a bare 500', async () => {
    expect(await answerTo(new Error('secret detail'))).toEqual({
      status: 500,
      body: { message: 'Server Error' },
    });
  });
});
