import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import errors from './errors';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  await app.register(errors);
  app.get('/boom', handler);
  return app;
}

it('answers an unexpected failure with the generic message and no internals', async () => {
  const app = await appWith(() => {
    throw new Error('connection to 10.0.0.5 refused: password for user meja');
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({
    code: 'internal',
    message: 'An unexpected error occurred, please contact support!',
  });
  expect(res.body).not.toMatch(/10\.0\.0\.5|password/);
});

it('maps an AppError to its status and translates its message and fields', async () => {
  const app = await appWith(() => {
    throw new AppError('validation', 'error.validation', { email: 'validation.email' });
  });
  const res = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'zh-TW' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    code: 'validation',
    message: '部分字段需要修改。',
    errors: { email: '请输入有效的电子邮件。' },
  });
});

it('names the bound a zod check sets, even under a schema-wide "required" message', async () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errors);
  app.post(
    '/check',
    {
      schema: {
        body: z.object({
          name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(5),
          code: z.string({ error: 'validation.required' }).min(3),
          count: z.number().positive().optional(),
          share: z.number().lt(1).optional(),
        }),
      },
    },
    () => ({}),
  );
  const errorsOf = async (payload: object) =>
    (await app.inject({ method: 'POST', url: '/check', payload })).json().errors;
  expect(await errorsOf({ name: 'x'.repeat(10_000), code: 'ab', count: 0, share: 1 })).toEqual({
    name: 'Must be at most 5 characters.',
    code: 'Must be at least 3 characters.',
    count: 'Must be more than 0.',
    share: 'Must be less than 1.',
  });
  expect(await errorsOf({ name: '  ', code: 'abc' })).toEqual({ name: 'This field is required.' });
  expect(await errorsOf({ code: 'abc' })).toEqual({ name: 'This field is required.' });
});

it('names the specific case beside the code, and only when there is one', async () => {
  const specific = await appWith(() => {
    throw new AppError('conflict', 'error.order_already_paid');
  });
  const res = await specific.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'zh' } });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ code: 'conflict', reason: 'order_already_paid', message: '此订单已付款。' });
  const plain = await appWith(() => {
    throw new AppError('not_found');
  });
  expect((await plain.inject({ method: 'GET', url: '/boom' })).json()).toEqual({
    code: 'not_found',
    message: 'Not found.',
  });
});
